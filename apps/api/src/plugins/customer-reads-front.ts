import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { Channel } from '../db/listen';
import type { CustomerReadCache } from '../lib/customer-read-cache';
import type { AuthContext } from './auth';

/**
 * A kept answer (plugins/customer-reads.ts keeps it): the bytes of the route's serialised JSON, and
 * each compressed form once some client has asked for it.
 */
export interface KeptAnswer {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A POST body the front read and did not answer: Fastify reads it from here instead (preParsing). */
const TAKEN_BODY = Symbol('kosh.takenBody');
type WithTakenBody = IncomingMessage & { [TAKEN_BODY]?: Buffer };

/** The body the front read from `raw`, if it read one. */
export function takenBody(raw: IncomingMessage): Buffer | undefined {
  return (raw as WithTakenBody)[TAKEN_BODY];
}

/** The same bytes again, for Fastify's body parser (its length is checked against content-length). */
export function replayBody(body: Buffer): Readable {
  return Readable.from([body], { objectMode: false });
}

/**
 * The key of a kept answer: the URL as sent, then the body — for a POST the front read, its
 * content type and its bytes as sent; otherwise the parsed body as JSON (which never holds a raw
 * newline, so the two kinds never meet).
 */
export function keptReadKey(
  url: string,
  body: { contentType: string; bytes: Buffer } | { parsed: unknown },
): string {
  return 'bytes' in body
    ? `${url}\n${body.contentType}\n${body.bytes.toString('latin1')}`
    : `${url}\n${JSON.stringify(body.parsed ?? null)}`;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const JSON_BODY = /^application\/json\s*(;|$)/i;
/** What Kosh takes from a proxy as a request id (anything else goes the long way). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** A list's request body is a few dozen bytes; a larger one is never read here. */
const MAX_BODY_BYTES = 4096;
/** @fastify/compress's defaults as app.ts registers it: br or gzip, from 1 KB, brotli quality 4. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'];
const GZIP_ALIAS = /\*|x-gzip/gu;
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

export interface CustomerReadsFrontDeps {
  cache: CustomerReadCache;
  channel: Channel;
  /** The session behind a token if this copy has checked it (no barrier: the front waits for one). */
  cachedSession: (token: string) => AuthContext | null;
  /** Every answer's security headers (plugins/security-headers.ts). */
  securityHeaders: readonly (readonly [string, string])[];
  /** True while every request must reach the request log (LOG_LEVEL=debug). */
  logsEveryRequest: () => boolean;
  /**
   * Told of every answer sent from memory, with the seconds since the request came (the metrics
   * count them beside Fastify's; the kept routes are fixed paths, so the path is the route).
   */
  onServed?: (method: string, path: string, seconds: number) => void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Reads a request's (small) body, then calls `done` with its bytes; a request that fails before
 * its end is closed with its response. Every listener comes off the request once the body is
 * read: one left on it holds this request's state (its response among it) for as long as the
 * request object lives, and under load that was enough for the state of many requests to outlive
 * two scavenges and be promoted — with the listeners left on, a list read cost about a third more
 * CPU and its p99 was three times as long, from the garbage collector's pauses (bench/README.md,
 * "2026-11-28 (later) — the lists").
 */
export function readBody(req: IncomingMessage, res: ServerResponse, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const onData = (chunk: Buffer) => chunks.push(chunk);
  const onError = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    res.destroy();
  };
  const onEnd = () => {
    req.off('data', onData);
    req.off('error', onError);
    done(Buffer.concat(chunks));
  };
  req.on('data', onData);
  req.once('error', onError);
  req.once('end', onEnd);
}

/**
 * The front door for a customer's every-screen reads (issue 16 §1). Answers that
 * plugins/customer-reads.ts keeps are sent from here, in Node's own request handler, before
 * Fastify builds a request, a reply, a child logger and runs its hooks — about half of such a
 * read's CPU. It answers only when it is certain of everything Fastify would have done, and hands
 * every other request to Fastify untouched:
 *
 * - a GET or a POST to a URL without a query, with a bearer token whose session this copy has
 *   checked, and a kept answer for exactly that URL (and, for a POST, that content type and those
 *   body bytes: the body of a signed-in POST to a route that keeps answers is read here, at most
 *   4 KB of JSON, and handed to Fastify when no answer is kept, so Fastify parses the same bytes
 *   and keeps its answer under them);
 * - and only after the channel's barrier, like every kept answer: the session and the answer are
 *   looked up again once every revocation and change committed before the request has been heard.
 *
 * The answer is the one Fastify would send: status 200, the same security headers, content type,
 * request id (the caller's when it is a plain token, else a new one) and compression (br or gzip
 * from 1 KB as @fastify/compress negotiates it, each form made once per kept answer). Successes are
 * logged at debug only, so while debug logging is on every request goes the long way.
 */
export function createCustomerReadsFront(deps: CustomerReadsFrontDeps) {
  const { cache, channel } = deps;
  let served = 0;
  /** When each request the front may answer came in. */
  const arrivals = new WeakMap<IncomingMessage, number>();

  const encodingFor = (req: IncomingMessage, kept: KeptAnswer): 'br' | 'gzip' | null => {
    const accepted = req.headers['accept-encoding'];
    if (kept.body.length < COMPRESS_FROM_BYTES || accepted === undefined) return null;
    if (req.headers['x-no-compression'] !== undefined) return null;
    const chosen = negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS);
    return chosen === 'br' || chosen === 'gzip' ? chosen : null;
  };

  const send = (req: IncomingMessage, res: ServerResponse, kept: KeptAnswer) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of deps.securityHeaders) headers[name] = value;
    headers['content-type'] = 'application/json; charset=utf-8';
    let bytes = kept.body;
    const encoding = encodingFor(req, kept);
    if (encoding === 'br') bytes = kept.br ??= zlib.brotliCompressSync(kept.body, BROTLI);
    if (encoding === 'gzip') bytes = kept.gzip ??= zlib.gzipSync(kept.body);
    if (encoding) {
      headers.vary = 'accept-encoding';
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(bytes.length);
    headers['x-request-id'] = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
    res.writeHead(200, headers);
    res.end(bytes);
    served += 1;
    const arrived = arrivals.get(req);
    if (arrived !== undefined && deps.onServed) {
      deps.onServed(req.method ?? 'GET', req.url ?? '', (performance.now() - arrived) / 1000);
    }
  };

  /**
   * The session a kept answer may be served to: a checked one, not opened with a temporary
   * password (that one reaches Fastify, whose guard says it must change the password first).
   */
  const servedSession = (token: string) => {
    const session = deps.cachedSession(token);
    return session?.passwordChangeRequired ? null : session;
  };

  /** Answers from memory after the barrier, or hands the request (and any body read) to Fastify. */
  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    next: Handler,
    token: string,
    mark: number,
    key: string,
    body?: Buffer,
  ) => {
    const userId = servedSession(token)?.userId;
    let kept: KeptAnswer | undefined;
    if (userId !== undefined && cache.has(userId, key) && (await channel.sync(mark))) {
      // Looked up again once every revocation and change committed before the request is heard.
      if (servedSession(token)?.userId === userId) {
        kept = cache.get(userId, key) as KeptAnswer | undefined;
      }
    }
    if (kept) return send(req, res, kept);
    handOn(req, res, next, body);
  };

  const handOn = (req: IncomingMessage, res: ServerResponse, next: Handler, body?: Buffer) => {
    if (body) (req as WithTakenBody)[TAKEN_BODY] = body;
    next(req, res);
  };

  /** Whatever goes wrong here, Fastify answers (and its error handler logs) instead. */
  const tryAnswer = (...args: Parameters<typeof answer>) => {
    const [req, res, next, , , , body] = args;
    answer(...args).catch(() => {
      if (res.headersSent) res.destroy();
      else handOn(req, res, next, body);
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse, next: Handler): void => {
    const { method, url, headers } = req;
    const requestId = headers['x-request-id'];
    const token =
      (method === 'GET' || method === 'POST') &&
      url !== undefined &&
      !url.includes('?') &&
      (requestId === undefined || (typeof requestId === 'string' && REQUEST_ID.test(requestId))) &&
      cache.listening &&
      !deps.logsEveryRequest()
        ? BEARER.exec(headers.authorization ?? '')?.[1]
        : undefined;
    if (token === undefined || url === undefined) return next(req, res);
    arrivals.set(req, performance.now());
    // The barrier must be one sent after the request came (Channel.mark).
    const mark = channel.mark();
    if (method === 'GET') {
      if (
        headers['content-length'] !== undefined ||
        headers['transfer-encoding'] !== undefined ||
        servedSession(token) === null
      ) {
        return next(req, res);
      }
      tryAnswer(req, res, next, token, mark, keptReadKey(url, { parsed: null }));
      return;
    }
    // A POST's answer is kept under its body's bytes: read them (for a route that keeps answers,
    // a small JSON body), then answer or hand them on.
    const contentType = headers['content-type'];
    const length = Number(headers['content-length']);
    if (
      !cache.keepsRoute(url) ||
      contentType === undefined ||
      !JSON_BODY.test(contentType) ||
      headers['content-encoding'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      !Number.isInteger(length) ||
      length < 0 ||
      length > MAX_BODY_BYTES
    ) {
      return next(req, res);
    }
    readBody(req, res, (bytes) => {
      tryAnswer(req, res, next, token, mark, keptReadKey(url, { contentType, bytes }), bytes);
    });
  };

  return {
    handle,
    /** Answers sent from memory by the front so far (tests check that it did answer). */
    get served() {
      return served;
    },
  };
}

export type CustomerReadsFront = ReturnType<typeof createCustomerReadsFront>;

/**
 * Fastify's HTTP server with the front before Fastify's handler (Fastify's `serverFactory`), set
 * up as Fastify sets up its own: its keep-alive, request and connection timeouts. `front` is read
 * per request: the modules it needs are built after the server.
 */
export function serverWithFront(
  handler: Handler,
  options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  front: () => CustomerReadsFront | undefined,
): http.Server {
  const server = http.createServer((req, res) => {
    const current = front();
    if (current) current.handle(req, res, handler);
    else handler(req, res);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What the tests read of an answer, whether it came through app.inject or a real socket. */
export interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when the answer was). */
  raw: Buffer;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as inject's json()
}

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is (with the caller's content-type). */
  payload?: object | string;
}

/** How a test reaches an app: `inject` (Fastify's handler) or `http` (a socket to app.listen). */
export type Transport = (app: FastifyInstance, call: Call) => Promise<Answer>;

function answer(statusCode: number, headers: http.IncomingHttpHeaders, raw: Buffer): Answer {
  const body = raw.toString('utf8');
  return { statusCode, headers, raw, body, json: () => JSON.parse(body) };
}

export const overInject: Transport = async (app, call) => {
  const res = await app.inject({
    method: call.method,
    url: call.url,
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  return answer(res.statusCode, res.headers as http.IncomingHttpHeaders, res.rawPayload);
};

/** The port each app listens on for these tests (127.0.0.1, a free port, once per app). */
const ports = new WeakMap<FastifyInstance, Promise<number>>();
function portOf(app: FastifyInstance): Promise<number> {
  let port = ports.get(app);
  if (!port) {
    port = app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('the app did not bind');
      return address.port;
    });
    ports.set(app, port);
  }
  return port;
}

/** A real request on a real socket (node:http, so nothing is decompressed or added behind us). */
export const overHttp: Transport = async (app, call) => {
  const port = await portOf(app);
  const json = typeof call.payload === 'object';
  const body =
    call.payload === undefined
      ? undefined
      : Buffer.from(json ? JSON.stringify(call.payload) : (call.payload as string));
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.url,
        agent: false,
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve(answer(res.statusCode ?? 0, res.headers, Buffer.concat(chunks))),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
};

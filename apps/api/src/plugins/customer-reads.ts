import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Channel } from '../db/listen';
import type { CustomerReadCache } from '../lib/customer-read-cache';
import { requireAuth } from './auth';
import { keptReadKey, replayBody, takenBody, type KeptAnswer } from './customer-reads-front';
import { budgetAsRead } from '../lib/log-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The channel's barrier count when the request came (Channel.mark). */
    channelMark: number;
  }
  interface FastifyInstance {
    /** The answers this copy keeps (tests read its state and play a channel drop through it). */
    customerReads: CustomerReadCache;
    /**
     * A signed-in customer's every-screen read (balance, profile, history, requests): answered
     * from memory when this copy has read it before and nothing it is made of has changed since
     * (lib/customer-read-cache.ts); otherwise `read` runs and its answer is kept. The key is the
     * route and its parsed body, so each range or filter is an answer of its own. What is kept
     * is the answer as the route's serialiser wrote it, so a kept answer is sent as it is.
     */
    customerRead<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: (userId: string) => Promise<T>,
    ): Promise<void>;
  }
}

/** A list's weight is its rows; anything else weighs 1. */
function weightOf(value: unknown): number {
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length + 1 : 1;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Wires the cache to the channel its drops come from. app.ts routes the channel's 'c:' messages
 * to the cache; this plugin marks each request's arrival so that a request whose session check
 * already waited for a barrier started after it came does not wait for a second one. Kept answers
 * are mostly sent by the front (plugins/customer-reads-front.ts) before a request reaches Fastify;
 * `customerRead` keeps them and answers what the front handed on.
 */
async function customerReadsPlugin(
  app: FastifyInstance,
  options: { cache: CustomerReadCache; channel: Channel },
) {
  const { cache, channel } = options;
  app.decorate('customerReads', cache);
  app.decorateRequest('channelMark', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.channelMark = channel.mark();
    done();
  });
  // A list's body the front read (and had no answer for) is parsed from the bytes it read.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = takenBody(request.raw);
    done(null, body === undefined ? payload : replayBody(body));
  });

  app.decorate(
    'customerRead',
    async <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: (userId: string) => Promise<T>,
    ): Promise<void> => {
      const { userId } = requireAuth(request);
      // Balance History and the request lists are POSTs in the spec, but only read.
      budgetAsRead();
      // The URL as sent (a route's parameters and query are part of it), then the body: as the
      // front read it when it did (so that it finds this answer), else as parsed.
      const bytes = takenBody(request.raw);
      const contentType = request.headers['content-type'];
      const key = keptReadKey(
        request.url,
        bytes && contentType !== undefined ? { contentType, bytes } : { parsed: request.body },
      );
      // Every change committed before the request came must have been heard before answering
      // from memory.
      if (cache.has(userId, key) && (await channel.sync(request.channelMark))) {
        const kept = cache.get(userId, key) as KeptAnswer | undefined;
        // Awaiting the reply (a thenable) ends the handler once the answer is out (Fastify's
        // "await reply" for handlers that send themselves).
        if (kept !== undefined) {
          await reply.type(JSON_TYPE).send(kept.body);
          return;
        }
      }
      const seen = cache.generation();
      const value = await read(userId);
      // The route's own serialiser (its response schema), as Fastify would have run it.
      const json = reply.serialize(value) as string;
      const kept: KeptAnswer = { body: Buffer.from(json) };
      cache.set(userId, key, kept, weightOf(value), seen, request.routeOptions.url);
      await reply.type(JSON_TYPE).send(json);
    },
  );
}

export default fp(customerReadsPlugin, { name: 'customer-reads' });

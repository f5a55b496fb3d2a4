import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createCustomerReadCache } from '../lib/customer-read-cache';
import type { AuthContext } from './auth';
import {
  createCustomerReadsFront,
  keptReadKey,
  readBody,
  type KeptAnswer,
} from './customer-reads-front';

/**
 * The front's order of events, with a channel whose barrier answers when the test says: nothing
 * is sent from memory before the barrier, and what the barrier brought (a revocation, a change)
 * decides the answer. (Over real copies on PostgreSQL, customer-reads-front.test.ts.)
 */
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

const auth: AuthContext = {
  userId: 'u1',
  publicId: 'P1',
  sessionId: 's1',
  role: 'customer',
  passwordChangeRequired: false,
};

function setUp(securityHeaders: [string, string][] = [['x-frame-options', 'DENY']]) {
  const cache = createCustomerReadCache({
    maxWeight: 100,
    maxReadsPerCustomer: 8,
    maxAgeMs: 60_000,
  });
  cache.onState(true);
  const json = '{"result":true,"data":1}';
  const kept: KeptAnswer = { body: Buffer.from(json) };
  cache.set('u1', keptReadKey('/api/user/getbal', { parsed: null }), kept, 1, cache.generation());
  let session: AuthContext | null = auth;
  let barriers: ((ok: boolean) => void)[] = [];
  let sent = 0;
  const front = createCustomerReadsFront({
    cache,
    channel: {
      mark: () => sent,
      sync: () =>
        new Promise<boolean>((resolve) => {
          sent += 1;
          barriers.push(resolve);
        }),
      close: async () => undefined,
    },
    cachedSession: (token) => (token === 'good' ? session : null),
    securityHeaders,
    logsEveryRequest: () => false,
  });
  let handedOn = 0;
  const server = http.createServer((req, res) =>
    front.handle(req, res, (_req, reply) => {
      handedOn += 1;
      reply.writeHead(401).end('fastify');
    }),
  );
  servers.push(server);
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    cache,
    front,
    revoke: () => (session = null),
    /** Answers the barriers sent so far. */
    answerBarriers: (ok: boolean) => {
      const waiting = barriers;
      barriers = [];
      for (const resolve of waiting) resolve(ok);
    },
    barriersOut: () => barriers.length,
    handedOn: () => handedOn,
    get: async () => {
      const port = await listening;
      return fetch(`http://127.0.0.1:${port}/api/user/getbal`, {
        headers: { authorization: 'Bearer good' },
      });
    },
  };
}

async function until(check: () => boolean) {
  await expect.poll(check, { timeout: 2000, interval: 5 }).toBe(true);
}

describe('customer reads front', () => {
  it('sends a kept answer only after the barrier', async () => {
    const t = setUp();
    const pending = t.get();
    await until(() => t.barriersOut() === 1);
    expect(t.front.served).toBe(0);
    t.answerBarriers(true);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"result":true,"data":1}');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(t.front.served).toBe(1);
  });

  it('hands the request on when the barrier brings the revocation of its session', async () => {
    const t = setUp();
    const pending = t.get();
    await until(() => t.barriersOut() === 1);
    t.revoke(); // heard before the barrier's answer
    t.answerBarriers(true);
    const res = await pending;
    expect(res.status).toBe(401);
    expect(t.front.served).toBe(0);
    expect(t.handedOn()).toBe(1);
  });

  it("hands the request on when the barrier brings a change to the customer's answers", async () => {
    const t = setUp();
    const pending = t.get();
    await until(() => t.barriersOut() === 1);
    t.cache.drop('u1');
    t.answerBarriers(true);
    expect((await pending).status).toBe(401);
    expect(t.front.served).toBe(0);
  });

  it('hands the request on when answering fails, rather than leave it unanswered', async () => {
    const t = setUp([['x-broken', 'line\nbreak']]); // writeHead refuses it
    const pending = t.get();
    await until(() => t.barriersOut() === 1);
    t.answerBarriers(true);
    expect((await pending).status).toBe(401);
    expect(t.handedOn()).toBe(1);
    expect(t.front.served).toBe(0);
  });

  it('hands the request on when the channel cannot give a barrier', async () => {
    const t = setUp();
    const pending = t.get();
    await until(() => t.barriersOut() === 1);
    t.answerBarriers(false);
    expect((await pending).status).toBe(401);
    expect(t.handedOn()).toBe(1);
  });
});

describe('reading a list body', () => {
  const listeners = (req: PassThrough) =>
    ['data', 'end', 'error'].map((event) => req.listenerCount(event));

  it('hands over the bytes and leaves no listener on the request', async () => {
    const req = new PassThrough();
    const before = listeners(req);
    const read = new Promise<Buffer>((resolve) =>
      readBody(req as unknown as IncomingMessage, {} as ServerResponse, resolve),
    );
    req.write('{"status":');
    req.end('"-1"}');
    expect((await read).toString()).toBe('{"status":"-1"}');
    // A listener left on would keep this request's state alive as long as the request object.
    expect(listeners(req)).toEqual(before);
  });

  it('closes the response when the request fails, and leaves no listener either', async () => {
    const req = new PassThrough();
    let destroyed = 0;
    let done = 0;
    const res = { destroy: () => (destroyed += 1) } as unknown as ServerResponse;
    readBody(req as unknown as IncomingMessage, res, () => (done += 1));
    req.write('{"sta');
    req.destroy(new Error('connection reset'));
    await until(() => destroyed === 1);
    expect(done).toBe(0);
    expect(req.listenerCount('data') + req.listenerCount('end')).toBe(0);
  });
});

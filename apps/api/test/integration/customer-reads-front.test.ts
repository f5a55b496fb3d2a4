import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, secondCopy, type SecondCopy, type TestContext } from '../helpers/app';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import { istDate } from '../helpers/dates';
import { overHttp, type Answer, type Call } from '../helpers/http';
import { fund } from '../helpers/recharges';
import { checkLedgerAndClose } from '../helpers/ledger';

/**
 * The front door (plugins/customer-reads-front.ts) sends kept answers of the every-screen reads
 * before Fastify. Over real sockets: it sends what Fastify would have sent, byte for byte where it
 * can be, hands everything it is not certain of to Fastify, and never serves a session revoked
 * anywhere. (customer-reads.test.ts runs the freshness tests over sockets too.)
 */
describe('the front door for kept reads', () => {
  let ctx: TestContext;
  /** Copy B on the same PostgreSQL database, or copy A again on PGlite. */
  let other: FastifyInstance;
  let copyB: SecondCopy;

  beforeAll(async () => {
    ctx = await createTestContext();
    copyB = await secondCopy(ctx);
    other = copyB.app;
  });
  afterAll(async () => {
    await copyB.close();
    await checkLedgerAndClose(ctx);
  });

  const range = { fromdate: istDate(-30), todate: istDate(0) };
  const balance = (token: string, headers: Record<string, string> = {}): Call => ({
    method: 'GET',
    url: '/api/user/getbal',
    headers: { ...bearer(token), ...headers },
  });
  const history = (token: string, headers: Record<string, string> = {}): Call => ({
    method: 'POST',
    url: '/api/user/getRechLogs',
    headers: { ...bearer(token), ...headers },
    payload: range,
  });

  /** Sends `call` and says whether the front answered it. */
  async function sent(app: FastifyInstance, call: Call): Promise<{ res: Answer; front: boolean }> {
    const before = app.customerReadsFront.served;
    const res = await overHttp(app, call);
    return { res, front: app.customerReadsFront.served > before };
  }

  /** The headers that differ between any two answers (the clock, the id, the connection). */
  function lasting(headers: Answer['headers']) {
    const { date, 'x-request-id': id, connection, 'keep-alive': keepAlive, ...rest } = headers;
    expect(id).toBeTruthy();
    void date;
    void connection;
    void keepAlive;
    return rest;
  }

  async function customerWithHistory(rows: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    for (let i = 0; i < rows; i += 1) await fund(ctx, customer.UId, 1_000n);
    return customer;
  }

  it("sends a kept balance with Fastify's own status, headers and body", async () => {
    const customer = await customerWithHistory(1);
    const first = await sent(ctx.app, balance(customer.token));
    const second = await sent(ctx.app, balance(customer.token));
    expect(first.front).toBe(false);
    expect(second.front).toBe(true);
    expect(second.res.statusCode).toBe(200);
    expect(second.res.body).toBe(first.res.body);
    expect(lasting(second.res.headers)).toEqual(lasting(first.res.headers));
    expect(second.res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.res.json()).toMatchObject({ result: true, data: 10 });
  });

  it('reads a list body at the door and hands it to Fastify to parse when nothing is kept for it', async () => {
    const customer = await customerWithHistory(2);
    // The copy learns that the route keeps answers, and checks the session.
    const lastYear = { fromdate: istDate(-400), todate: istDate(-370) };
    await overHttp(ctx.app, { ...history(customer.token), payload: lastYear });
    const first = await sent(ctx.app, history(customer.token));
    expect(first.front).toBe(false);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.res.json().data).toHaveLength(2);

    const second = await sent(ctx.app, history(customer.token));
    expect(second.front).toBe(true);
    expect(second.res.body).toBe(first.res.body);
    expect(lasting(second.res.headers)).toEqual(lasting(first.res.headers));

    // Other bytes are another answer: the same range spelt with spaces, and another range.
    const spaced = await sent(ctx.app, {
      ...history(customer.token),
      payload: ` { "fromdate" : "${range.fromdate}", "todate": "${range.todate}" } `,
      headers: { ...bearer(customer.token), 'content-type': 'application/json' },
    });
    expect(spaced.front).toBe(false);
    expect(spaced.res.body).toBe(first.res.body);
    const empty = await overHttp(ctx.app, { ...history(customer.token), payload: lastYear });
    expect(empty.json()).toMatchObject({ data: [] });
    const other = await sent(ctx.app, {
      ...history(customer.token),
      payload: { fromdate: istDate(-60), todate: istDate(0) },
    });
    expect(other.front).toBe(false);
    expect(other.res.json().data).toHaveLength(2);
  });

  it('compresses a large answer as @fastify/compress does, each form made once', async () => {
    const customer = await customerWithHistory(12);
    await overHttp(ctx.app, balance(customer.token));
    for (const encoding of ['br', 'gzip'] as const) {
      const accept = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' };
      const first = await sent(ctx.app, history(customer.token, accept));
      const second = await sent(ctx.app, history(customer.token, accept));
      expect(second.front).toBe(true);
      for (const { res } of [first, second]) {
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(Number(res.headers['content-length'])).toBe(res.raw.length);
      }
      const inflate = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const json = inflate(second.res.raw).toString('utf8');
      expect(json).toBe(inflate(first.res.raw).toString('utf8'));
      expect(json.length).toBeGreaterThan(1024);
      expect(JSON.parse(json).data).toHaveLength(12);
      expect(lasting(second.res.headers)).toEqual(lasting(first.res.headers));
    }
    // No compression asked for, or refused: the JSON as it is, from the front too.
    const uncompressed: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'x-no-compression': '1' },
    ];
    for (const headers of uncompressed) {
      const plain = await sent(ctx.app, history(customer.token, headers));
      expect(plain.front).toBe(true);
      expect(plain.res.headers['content-encoding']).toBeUndefined();
      expect(plain.res.json().data).toHaveLength(12);
    }
  });

  it('never serves a session revoked anywhere: logged out on one copy, refused on every copy at once', async () => {
    const customer = await customerWithHistory(1);
    for (const app of [ctx.app, other]) {
      for (let i = 0; i < 2; i += 1) {
        expect((await overHttp(app, balance(customer.token))).statusCode).toBe(200);
      }
      expect((await sent(app, balance(customer.token))).front).toBe(true);
    }
    const out = await overHttp(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(customer.token),
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const app of [other, ctx.app]) {
      const res = await overHttp(app, balance(customer.token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ tokenValid: false });
    }
  });

  it("refuses at once a session an operator's SQL revokes, with the answer kept", async () => {
    const customer = await customerWithHistory(1);
    for (const app of [ctx.app, other]) {
      for (let i = 0; i < 2; i += 1) await overHttp(app, history(customer.token));
      expect((await sent(app, history(customer.token))).front).toBe(true);
    }
    await ctx.database.db.execute(
      sql`update sessions set revoked_at = now() where user_id = ${customer.UId}`,
    );
    for (const app of [other, ctx.app]) {
      const res = await overHttp(app, history(customer.token));
      expect(res.statusCode).toBe(401);
    }
  });

  it('hands Fastify what it is not certain of, and Fastify answers it as before', async () => {
    const customer = await customerWithHistory(1);
    for (let i = 0; i < 2; i += 1) {
      await overHttp(ctx.app, balance(customer.token));
      await overHttp(ctx.app, history(customer.token));
    }
    expect((await sent(ctx.app, history(customer.token))).front).toBe(true);
    const cases: { call: Call; status: number; code?: string }[] = [
      { call: { ...balance(customer.token), url: '/api/user/getbal?fresh=1' }, status: 200 },
      { call: balance(customer.token, { 'x-request-id': 'two words' }), status: 200 },
      {
        call: {
          ...history(customer.token),
          payload: '{"fromdate": ',
          headers: { ...bearer(customer.token), 'content-type': 'application/json' },
        },
        status: 400,
      },
      {
        call: {
          ...history(customer.token),
          payload: JSON.stringify(range),
          headers: { ...bearer(customer.token), 'content-type': 'text/plain' },
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      { call: balance(`${customer.token}x`), status: 401 },
      { call: { ...balance(customer.token), headers: {} }, status: 401 },
    ];
    for (const { call, status, code } of cases) {
      const { res, front } = await sent(ctx.app, call);
      expect(front, call.url).toBe(false);
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }

    // A plain request id is the caller's on a front answer too.
    const traced = await sent(ctx.app, balance(customer.token, { 'x-request-id': 'lb-7f3a.1' }));
    expect(traced.front).toBe(true);
    expect(traced.res.headers['x-request-id']).toBe('lb-7f3a.1');

    // While every request must be logged (debug), every request goes through Fastify.
    const level = ctx.app.log.level;
    ctx.app.log.level = 'debug';
    try {
      const logged = await sent(ctx.app, balance(customer.token));
      expect(logged.front).toBe(false);
      expect(logged.res.statusCode).toBe(200);
    } finally {
      ctx.app.log.level = level;
    }
  });
});

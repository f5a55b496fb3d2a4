import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, secondCopy, type SecondCopy, type TestContext } from '../helpers/app';
import { bearer, multipart, signInAdmin, signUp, type SignedUp } from '../helpers/accounts';
import { istDate } from '../helpers/dates';
import { call, fund } from '../helpers/recharges';
import { approve, slipPng, submittedRequest } from '../helpers/wallet';
import { checkLedgerAndClose } from '../helpers/ledger';
import { overHttp, overInject, type Transport } from '../helpers/http';

/**
 * Every API copy answers a customer's every-screen reads — balance, profile, Balance History, All
 * Wallet Requests — from memory until something they are made of changes (issue 16 §1). A change
 * must show at once, on the copy that made it and on every other, whoever makes it. On PostgreSQL
 * a second copy of the app runs on the same database; on PGlite (one process owns the folder) the
 * one copy is checked against changes made behind its back. Every test runs twice: through
 * app.inject (Fastify's handler) and over real sockets, where kept answers are sent by the front
 * before Fastify (plugins/customer-reads-front.ts).
 */
describe.each([
  ['inject', overInject],
  ['http', overHttp],
] as [string, Transport][])(
  "a customer's every-screen reads (%s): from memory, never stale, on every API copy",
  (over, send) => {
    let ctx: TestContext;
    /** Copy B: the same app on the same database (PostgreSQL), or copy A again (PGlite). */
    let other: FastifyInstance;
    let copyB: SecondCopy;

    beforeAll(async () => {
      ctx = await createTestContext({ seedCatalogue: true });
      copyB = await secondCopy(ctx);
      other = copyB.app;
    });
    afterAll(async () => {
      // Over sockets the kept answers went out through the front, on every copy.
      if (over === 'http') {
        for (const app of copies()) expect(app.customerReadsFront.served).toBeGreaterThan(0);
      }
      await copyB.close();
      await checkLedgerAndClose(ctx);
    });

    const range = { fromdate: istDate(-30), todate: istDate(0) };
    const reads = {
      balance: (app: FastifyInstance, token: string) =>
        send(app, { method: 'GET', url: '/api/user/getbal', headers: bearer(token) }),
      profile: (app: FastifyInstance, token: string) =>
        send(app, { method: 'GET', url: '/api/user/get', headers: bearer(token) }),
      history: (app: FastifyInstance, token: string, body: object = range) =>
        send(app, {
          method: 'POST',
          url: '/api/user/getRechLogs',
          headers: bearer(token),
          payload: body,
        }),
      requests: (app: FastifyInstance, token: string) =>
        send(app, {
          method: 'POST',
          url: '/api/user/getWaletReq',
          headers: bearer(token),
          payload: { status: '-1', ...range },
        }),
    };
    const copies = () => (copyB.separate ? [ctx.app, other] : [ctx.app]);

    async function balanceOn(app: FastifyInstance, token: string): Promise<number> {
      const res = await reads.balance(app, token);
      expect(res.statusCode).toBe(200);
      return res.json().data as number;
    }

    /** Every read on every copy, twice, so that each copy keeps each answer. */
    async function keptOnEveryCopy(customer: SignedUp) {
      for (const app of copies()) {
        for (let i = 0; i < 2; i += 1) {
          for (const read of Object.values(reads)) {
            expect((await read(app, customer.token)).statusCode).toBe(200);
          }
        }
      }
    }

    it('answers from memory: a change nobody is told of is not seen, one told of is, at once', async () => {
      const customer = await signUp(ctx);
      await fund(ctx, customer.UId, 10_000n);
      await keptOnEveryCopy(customer);
      for (const app of copies()) expect(await balanceOn(app, customer.token)).toBe(100);

      // With the wallet's trigger off, a credit is not heard of: every copy still answers ₹100 —
      // the proof that the answer came from memory.
      await ctx.database.db.execute(
        sql`alter table ledger_accounts disable trigger ledger_accounts_reads_changed`,
      );
      try {
        await fund(ctx, customer.UId, 5_000n);
        for (const app of copies()) expect(await balanceOn(app, customer.token)).toBe(100);
      } finally {
        await ctx.database.db.execute(
          sql`alter table ledger_accounts enable trigger ledger_accounts_reads_changed`,
        );
      }

      // The next credit is told of: ₹175 on every copy, at once.
      await fund(ctx, customer.UId, 2_500n);
      for (const app of copies()) expect(await balanceOn(app, customer.token)).toBe(175);
    });

    it('a recharge paid on one copy shows in the balance and history of every copy at once, and so does its complaint', async () => {
      const customer = await signUp(ctx);
      await fund(ctx, customer.UId, 50_000n);
      await keptOnEveryCopy(customer);

      const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876512345',
        amount: 199,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const orderId = paid.json().data.orderId as string;
      for (const app of [other, ctx.app]) {
        expect(await balanceOn(app, customer.token)).toBe(301);
        const rows = (await reads.history(app, customer.token)).json().data;
        expect(rows[0]).toMatchObject({ RId: orderId, status: 'Success', complain_flag: 0 });
      }

      const complaint = await call(ctx, customer.token, '/api/recharge/Complain', {
        order_id: orderId,
        message: 'Talktime not received',
      });
      expect(complaint.statusCode).toBe(200);
      for (const app of [other, ctx.app]) {
        const rows = (await reads.history(app, customer.token)).json().data;
        expect(rows[0]).toMatchObject({ RId: orderId, complain_flag: 1 });
      }
    });

    it('a wallet request, and its approval in the back office, show on every copy at once', async () => {
      const customer = await signUp(ctx);
      const admin = await signInAdmin(ctx);
      await keptOnEveryCopy(customer);
      for (const app of copies()) {
        expect((await reads.requests(app, customer.token)).json().data).toEqual([]);
      }

      const id = await submittedRequest(ctx, customer.token, { amount: '250' });
      for (const app of [other, ctx.app]) {
        expect((await reads.requests(app, customer.token)).json().data).toMatchObject([
          { id, Status: 0 },
        ]);
      }

      expect((await approve(ctx, admin.token, id)).statusCode).toBe(200);
      for (const app of [other, ctx.app]) {
        expect((await reads.requests(app, customer.token)).json().data).toMatchObject([
          { id, Status: 1 },
        ]);
        expect(await balanceOn(app, customer.token)).toBe(250);
      }
    });

    it("the profile on every copy after the customer's new photo and after an operator's SQL", async () => {
      const customer = await signUp(ctx, { name: 'Asha Rao' });
      await keptOnEveryCopy(customer);

      const before = (await reads.profile(other, customer.token)).json().data.user_img as string;
      const form = await multipart({ user_img: await slipPng(7) });
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/updateProfile',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(customer.token) },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = changed.json().data.user_img as string;
      expect(after).not.toBe(before);
      for (const app of [other, ctx.app]) {
        expect((await reads.profile(app, customer.token)).json().data.user_img).toBe(after);
      }

      await ctx.database.db.execute(
        sql`update users set name = 'Asha Kulkarni' where id = ${customer.UId}`,
      );
      for (const app of [other, ctx.app]) {
        expect((await reads.profile(app, customer.token)).json().data.name).toBe('Asha Kulkarni');
      }
    });

    it('keeps each range as an answer of its own', async () => {
      const customer = await signUp(ctx);
      await fund(ctx, customer.UId, 10_000n);
      const lastMonth = { fromdate: istDate(-60), todate: istDate(-31) };
      for (let i = 0; i < 2; i += 1) {
        expect((await reads.history(other, customer.token)).json().data).toHaveLength(1);
        expect((await reads.history(other, customer.token, lastMonth)).json()).toMatchObject({
          message: 'No data available',
          data: [],
        });
      }
    });

    it('reads everything from the database while the channel is down', async () => {
      const customer = await signUp(ctx);
      await fund(ctx, customer.UId, 10_000n);
      await keptOnEveryCopy(customer);

      if (copyB.separate) {
        await ctx.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'kosh-listen'`,
        );
      } else {
        ctx.app.customerReads.onState(false);
      }
      await expect
        .poll(() => ctx.app.customerReads.listening || other.customerReads.listening)
        .toBe(false);

      // A credit nobody hears of (the trigger off) is still seen by every copy that is not
      // listening, whether or not it has listened again since.
      await ctx.database.db.execute(
        sql`alter table ledger_accounts disable trigger ledger_accounts_reads_changed`,
      );
      try {
        await fund(ctx, customer.UId, 5_000n);
      } finally {
        await ctx.database.db.execute(
          sql`alter table ledger_accounts enable trigger ledger_accounts_reads_changed`,
        );
      }
      for (const app of copies()) expect(await balanceOn(app, customer.token)).toBe(150);

      if (!copyB.separate) ctx.app.customerReads.onState(true);
      await expect
        .poll(() => ctx.app.customerReads.listening && other.customerReads.listening, {
          timeout: 5000,
        })
        .toBe(true);
      await keptOnEveryCopy(customer);
      await fund(ctx, customer.UId, 5_000n);
      for (const app of copies()) expect(await balanceOn(app, customer.token)).toBe(200);
    });
  },
);

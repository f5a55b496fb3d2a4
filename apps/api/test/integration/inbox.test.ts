import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxEventSchema, inboxPageSchema } from '@kosh/contract/inbox';
import { inboxEntries } from '../../src/db/schema';
import { createCustomerTexter, textedUsers } from '../../src/lib/customer-sms';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  outbox,
  signInAdmin,
  signUp,
  waitForOutbox,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { call, fund } from '../helpers/recharges';
import { orderFor, pay, paymentOrder, verify } from '../helpers/wallet';
import { readEvents } from '../helpers/support';

describe('inbox: every text lands in the customer’s inbox', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
    ctx.callbacksToApi();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const inbox = (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/me/inbox${query}`, headers: bearer(token) });
  const markRead = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/inbox/read',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const page = async (token: string, query = '') => {
    const res = await inbox(token, query);
    expect(res.statusCode).toBe(200);
    return inboxPageSchema.parse(res.json().data);
  };
  const entriesOf = (userId: string) =>
    ctx.database.db.select().from(inboxEntries).where(eq(inboxEntries.userId, userId));

  /** A customer with `n` entries (KYC texts, written as the back office would). */
  async function customerWithEntries(n: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    for (let i = 0; i < n; i++) {
      await ctx.database.db.insert(inboxEntries).values({
        userId: customer.UId,
        kind: 'kycApproved',
        topic: 'kyc',
        bodyEn: `entry ${i}`,
        bodyHi: `प्रविष्टि ${i}`,
        linkKind: 'kyc',
      });
    }
    return customer;
  }

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/inbox' });
    expect(res.statusCode).toBe(401);
  });

  it('a recharge’s texts make exactly one entry each for its owner, linked to the receipt', async () => {
    const customer = await signUp(ctx);
    const other = await signUp(ctx);
    await fund(ctx, customer.UId, 50000n);
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512345',
      amount: 199,
    });
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.orderId as string;
    const texts = await waitForOutbox(ctx, customer.mobile, 2);
    const listed = await page(customer.token);
    // Sign-up's OTP is a text too, but never an entry: only the debit's.
    expect(texts.length).toBe(2);
    expect(listed.entries.map((e) => e.kind)).toEqual(['walletDebit']);
    expect(listed.unread).toBe(1);
    const debit = listed.entries[0];
    expect(debit).toMatchObject({
      topic: 'money',
      read: false,
      link: { kind: 'receipt', id: orderId },
      title: null,
    });
    expect(debit?.body.en).toContain('₹199.00 debited');
    expect(debit?.body.hi).toContain('₹199.00 कटे');
    expect(await entriesOf(other.UId)).toEqual([]);
    expect((await page(other.token)).entries).toEqual([]);
  });

  it('an online top-up’s entry leads to the receipt by the top-up’s id, not the gateway’s', async () => {
    const customer = await signUp(ctx);
    const gatewayOrderId = await orderFor(ctx, customer.token, 250);
    const paid = await pay(ctx, gatewayOrderId);
    expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);
    const order = await paymentOrder(ctx, gatewayOrderId);
    const [credit] = (await page(customer.token)).entries;
    expect(credit).toMatchObject({
      kind: 'walletCredit',
      topic: 'money',
      link: { kind: 'receipt', id: order.id },
    });
  });

  it('a text whose transaction rolls back leaves no entry (and no text)', async () => {
    const customer = await signUp(ctx);
    const texter = createCustomerTexter({
      findUsers: textedUsers(ctx.services.users),
      enqueue: (tx, texts) => ctx.services.smsOutbox.enqueueMany(tx, texts),
      remember: (tx, entries) => ctx.services.inbox.remember(tx, entries),
      log: ctx.app.log,
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await texter(tx, customer.UId, 'kycApproved', { section: 'pan' });
        throw new Error('the payment failed after its text was written');
      }),
    ).rejects.toThrow('payment failed');
    expect(await entriesOf(customer.UId)).toEqual([]);
    await ctx.database.db.transaction((tx) =>
      texter(tx, customer.UId, 'kycApproved', { section: 'pan' }),
    );
    expect(await entriesOf(customer.UId)).toHaveLength(1);
  });

  it('texts many customers at once: each gets their own texts and entries', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    const texter = createCustomerTexter({
      findUsers: textedUsers(ctx.services.users),
      enqueue: (tx, texts) => ctx.services.smsOutbox.enqueueMany(tx, texts),
      remember: (tx, entries) => ctx.services.inbox.remember(tx, entries),
      log: ctx.app.log,
    });
    await ctx.database.db.transaction((tx) =>
      texter.many(tx, [
        { userId: a.UId, template: 'kycApproved', params: { section: 'pan' } },
        { userId: b.UId, template: 'kycApproved', params: { section: 'bank' } },
        // An unknown customer is logged and skipped, never a reason to fail the others.
        {
          userId: '00000000-0000-4000-8000-000000000000',
          template: 'kycApproved',
          params: { section: 'pan' },
        },
        { userId: a.UId, template: 'kycApproved', params: { section: 'bank' } },
      ]),
    );
    expect(await entriesOf(a.UId)).toHaveLength(2);
    expect(await entriesOf(b.UId)).toHaveLength(1);
    // The sign-up OTP, then the texts written here.
    expect(await waitForOutbox(ctx, a.mobile, 3)).toHaveLength(3);
    expect(await waitForOutbox(ctx, b.mobile, 2)).toHaveLength(2);
  });

  it('a refused payment (not enough balance) writes no entry', async () => {
    const customer = await signUp(ctx);
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512345',
      amount: 199,
    });
    expect(res.statusCode).toBe(422);
    expect(await entriesOf(customer.UId)).toEqual([]);
  });

  it('pages newest first with a cursor', async () => {
    const customer = await customerWithEntries(5);
    const first = await page(customer.token, '?limit=2');
    expect(first.entries.map((e) => e.body.en)).toEqual(['entry 4', 'entry 3']);
    expect(first.unread).toBe(5);
    const second = await page(customer.token, `?limit=2&before=${first.nextCursor}`);
    expect(second.entries.map((e) => e.body.en)).toEqual(['entry 2', 'entry 1']);
    const third = await page(customer.token, `?limit=2&before=${second.nextCursor}`);
    expect(third.entries.map((e) => e.body.en)).toEqual(['entry 0']);
    expect(third.nextCursor).toBeNull();
    const bad = await inbox(customer.token, '?before=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('marks one, then all, read', async () => {
    const customer = await customerWithEntries(3);
    const [newest] = (await page(customer.token)).entries;
    const one = await markRead(customer.token, { ids: [newest?.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ unread: 2 });
    const after = await page(customer.token);
    expect(after.entries.map((e) => e.read)).toEqual([true, false, false]);
    const all = await markRead(customer.token, { all: true });
    expect(all.json().data).toEqual({ unread: 0 });
    expect((await page(customer.token)).entries.every((e) => e.read)).toBe(true);
    expect((await markRead(customer.token, { ids: [] })).statusCode).toBe(400);
    expect((await markRead(customer.token, { all: false })).statusCode).toBe(400);
  });

  it('another customer cannot read or mark your entries: 404, nothing marked', async () => {
    const owner = await customerWithEntries(1);
    const stranger = await customerWithEntries(1);
    const [mine] = (await page(owner.token)).entries;
    const [theirs] = (await page(stranger.token)).entries;
    const res = await markRead(stranger.token, { ids: [theirs?.id, mine?.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INBOX_ENTRY_NOT_FOUND');
    expect((await page(owner.token)).unread).toBe(1);
    // All or nothing: the stranger's own entry is not marked either.
    expect((await page(stranger.token)).unread).toBe(1);
    // "all" marks only one's own.
    await markRead(stranger.token, { all: true });
    expect((await page(owner.token)).unread).toBe(1);
    expect((await page(stranger.token)).entries.map((e) => e.id)).not.toContain(mine?.id);
  });

  it('the retention deletes entries older than 180 days only', async () => {
    const customer = await customerWithEntries(2);
    const [newer, older] = (await page(customer.token)).entries;
    await ctx.database.db
      .update(inboxEntries)
      .set({ createdAt: sql`now() - interval '181 days'` })
      .where(eq(inboxEntries.id, older?.id ?? ''));
    await ctx.database.db
      .update(inboxEntries)
      .set({ createdAt: sql`now() - interval '179 days'` })
      .where(eq(inboxEntries.id, newer?.id ?? ''));
    expect(await ctx.services.inbox.purgeOld()).toBeGreaterThanOrEqual(1);
    expect((await page(customer.token)).entries.map((e) => e.id)).toEqual([newer?.id]);
  });

  describe('the back office’s notices', () => {
    const notice = (token: string, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/notices',
        headers: bearer(token),
        payload,
      });
    const words = { titleEn: 'Maintenance tonight', bodyEn: 'Kosh rests from 1 to 2 AM.' };

    it('needs an admin and a clear notice', async () => {
      const customer = await signUp(ctx);
      const asCustomer = await notice(customer.token, { audience: 'all', ...words });
      expect(asCustomer.statusCode).toBe(403);
      const noMobile = await notice(admin.token, { audience: 'one', ...words });
      expect(noMobile.statusCode).toBe(400);
      expect(noMobile.json().errors?.[0]?.field).toBe('mobile');
      const noTitle = await notice(admin.token, { audience: 'all', bodyEn: 'x', titleEn: ' ' });
      expect(noTitle.statusCode).toBe(400);
      const nobody = await notice(admin.token, {
        audience: 'one',
        mobile: '6000000001',
        ...words,
      });
      expect(nobody.statusCode).toBe(404);
    });

    it('to one customer: an entry, no text unless urgent', async () => {
      const customer = await signUp(ctx, { language: 'hi' });
      const before = (await outbox(ctx, customer.mobile)).length;
      const res = await notice(admin.token, {
        audience: 'one',
        mobile: customer.mobile,
        ...words,
        titleHi: 'आज रात रखरखाव',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'NOTICE_SENT', data: { recipients: 1, texted: 0 } });
      const [entry] = (await page(customer.token)).entries;
      expect(entry).toMatchObject({
        kind: 'notice',
        topic: 'notice',
        title: { en: 'Maintenance tonight', hi: 'आज रात रखरखाव' },
        body: { en: words.bodyEn, hi: words.bodyEn },
        link: null,
      });
      expect(await outbox(ctx, customer.mobile)).toHaveLength(before);

      const urgent = await notice(admin.token, {
        audience: 'one',
        mobile: customer.mobile,
        ...words,
        urgent: true,
      });
      expect(urgent.json().data).toEqual({ recipients: 1, texted: 1 });
      const [text] = await waitForOutbox(ctx, customer.mobile, before + 1);
      expect(text?.templateId).toBe('KOSH_NOTICE_HI');
      expect(text?.text).toContain('Maintenance tonight');
    });

    it('to all: every customer gets one entry, urgent texts each', async () => {
      const a = await signUp(ctx);
      const b = await signUp(ctx);
      const res = await notice(admin.token, { audience: 'all', ...words, urgent: true });
      expect(res.statusCode).toBe(200);
      const { recipients } = res.json().data as { recipients: number };
      const [customers] = await ctx.database.db
        .execute<{ n: number }>(sql`select count(*)::int as n from users where role = 'customer'`)
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
      expect(recipients).toBe(customers?.n);
      for (const customer of [a, b]) {
        const notices = (await entriesOf(customer.UId)).filter((e) => e.kind === 'notice');
        expect(notices).toHaveLength(1);
        const texts = await waitForOutbox(ctx, customer.mobile, 2);
        expect(texts[0]?.templateId).toBe('KOSH_NOTICE');
      }
      // The admin is not a customer: no entry.
      expect(await entriesOf(admin.UId)).toEqual([]);
    });
  });

  it('the live channel delivers a new entry to its owner only, with the unread count', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const open = (token: string) =>
      fetch(`${ctx.apiUrl}/api/v1/me/events`, { headers: bearer(token) });
    const anonymous = await fetch(`${ctx.apiUrl}/api/v1/me/events`);
    expect(anonymous.status).toBe(401);
    const aliceStream = await open(alice.token);
    const bobStream = await open(bob.token);
    expect(aliceStream.status).toBe(200);
    expect(aliceStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    if (!aliceStream.body || !bobStream.body) throw new Error('no stream');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: bearer(admin.token),
      payload: { audience: 'one', mobile: alice.mobile, titleEn: 'Hello', bodyEn: 'Live!' },
    });
    expect(sent.statusCode).toBe(200);
    const events = await readEvents(aliceStream.body, (seen) =>
      seen.some((e) => e.event === 'inbox'),
    );
    const event = inboxEventSchema.parse(JSON.parse(events.find((e) => e.event === 'inbox')!.data));
    expect(event).toMatchObject({ unread: 1, entry: { kind: 'notice', body: { en: 'Live!' } } });
    await expect(readEvents(bobStream.body, (seen) => seen.length > 0, 2500)).rejects.toThrow();
  });
});

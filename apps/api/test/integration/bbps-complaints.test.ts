import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signInAdmin, signUp, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { fund } from '../helpers/recharges';

const PENDING_MS = 300;

/**
 * BBPS complaints on bill payments: raised through the aggregator on a bill paid successfully,
 * answered by the biller (the poller keeps its answer), listed for the back office with their
 * age against the turnaround time.
 */
describe('BBPS complaints', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext({ aggregatorPendingMs: PENDING_MS });
    await ctx.services.catalogueSync.run();
    customer = await signUp(ctx);
    await fund(ctx, customer.UId, 10_000_00n);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, who = customer) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(who.token), 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const payDonation = async (mobileEnd = '3210') => {
    const res = await inject('POST', '/api/v1/bills/pay', {
      billerId: 'GIVEINDIA',
      params: { donorMobile: `987654${mobileEnd}` },
      amount: '250',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { orderId: string; bbpsRef: string };
  };

  it('raises one on a paid bill, once per type, and keeps the biller’s answer', async () => {
    const paid = await payDonation();
    const url = `/api/v1/bills/payments/${paid.orderId}/complaints`;
    const raised = await inject('POST', url, {
      type: 'NOT_CREDITED',
      description: '  The receipt from the NGO never came  ',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const complaint = raised.json().data;
    expect(complaint).toMatchObject({
      paymentId: paid.orderId,
      complaintId: expect.stringMatching(/^CMP/),
      bbpsRef: paid.bbpsRef,
      billerName: 'GiveIndia',
      type: 'NOT_CREDITED',
      description: 'The receipt from the NGO never came',
      status: 'ASSIGNED',
      resolution: null,
    });
    const tat = Date.parse(complaint.tatDueAt) - Date.parse(complaint.createdAt);
    expect(Math.round(tat / 86_400_000)).toBe(5);

    // Raised again (a retry): the same complaint, not a second one.
    const again = await inject('POST', url, { type: 'NOT_CREDITED' });
    expect(again.json().data.id).toBe(complaint.id);
    expect((await inject('GET', '/api/v1/bills/complaints')).json().data).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, PENDING_MS + 100));
    // The poller looks when each complaint is due; here, as if a minute had passed.
    await ctx.database.db.execute(sql`update bbps_complaints set next_poll_at = now()`);
    expect(await ctx.services.bbpsComplaintPoller.run()).toMatchObject({ answered: 1 });
    const answered = await inject('GET', `/api/v1/bills/complaints/${complaint.id}`);
    expect(answered.json().data).toMatchObject({
      status: 'RESOLVED',
      resolution: expect.stringContaining('credited'),
    });
    // The customer is told, by text and in the inbox, with the payment's receipt to open.
    const inbox = await inject('GET', '/api/v1/me/inbox');
    expect(JSON.stringify(inbox.json())).toContain('resolved your Bharat BillPay complaint');
    expect(JSON.stringify(inbox.json())).toContain(paid.orderId);
    // Answered once: the next look finds nothing to ask.
    expect(await ctx.services.bbpsComplaintPoller.run()).toMatchObject({ looked: 0 });
  });

  it('refuses a refunded payment, another customer’s payment, a bad type and a long text', async () => {
    const failed = await inject('POST', '/api/v1/bills/pay', {
      billerId: 'DELHIGYM',
      params: { membershipId: 'M5555' },
      amount: '100',
    });
    const refunded = failed.json().data.orderId;
    const onRefunded = await inject('POST', `/api/v1/bills/payments/${refunded}/complaints`, {
      type: 'NOT_CREDITED',
    });
    expect(onRefunded.statusCode).toBe(422);
    expect(onRefunded.json().code).toBe('BBPS_COMPLAINT_NOT_ALLOWED');

    const paid = await payDonation('4321');
    const other = await signUp(ctx);
    const theirs = await inject(
      'POST',
      `/api/v1/bills/payments/${paid.orderId}/complaints`,
      { type: 'NOT_CREDITED' },
      other,
    );
    expect(theirs.statusCode).toBe(404);
    const badType = await inject('POST', `/api/v1/bills/payments/${paid.orderId}/complaints`, {
      type: 'LOST',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().code).toBe('BBPS_COMPLAINT_TYPE_INVALID');
    const tooLong = await inject('POST', `/api/v1/bills/payments/${paid.orderId}/complaints`, {
      type: 'PAID_TWICE',
      description: 'x'.repeat(501),
    });
    expect(tooLong.json().code).toBe('BBPS_COMPLAINT_TOO_LONG');
    expect((await inject('GET', `/api/v1/bills/complaints/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists every complaint for the back office with its age and turnaround', async () => {
    const admin = await signInAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/bbps-complaints?status=RESOLVED',
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1 });
    expect(res.json().data[0]).toMatchObject({
      status: 'RESOLVED',
      ageHours: 0,
      overdue: false,
      customerMobile: expect.stringMatching(/^X+\d{4}$|\*/),
    });
    const asCustomer = await inject('GET', '/api/admin/bbps-complaints');
    expect(asCustomer.statusCode).toBe(403);
  });
});

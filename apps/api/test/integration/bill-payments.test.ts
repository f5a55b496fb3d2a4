import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorisation, setPin } from '../helpers/payment-auth';
import { eventually, fund, rechargeRow } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

const PENDING_MS = 400;

/**
 * Paying catalogue billers from the wallet (POST /api/v1/bills/pay): every flow and exactness
 * through the one payment machinery — the hold, the aggregator, exactly-once settlement — with
 * BBPS's references kept and answered.
 */
describe('POST /api/v1/bills/pay', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext({ aggregatorPendingMs: PENDING_MS });
    await ctx.services.catalogueSync.run();
    customer = await signUp(ctx);
    await fund(ctx, customer.UId, 5_00_000_00n);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    who: SignedUp = customer,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/bills/${url}`,
      headers: { ...bearer(who.token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const fetchBill = async (billerId: string, params: Record<string, string>, who = customer) => {
    const res = await inject('POST', 'fetch', { billerId, params }, {}, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { fetchId: string; amount: string; amountPaise: number };
  };
  const pay = (payload: Record<string, unknown>, key = randomUUID(), who = customer) =>
    inject('POST', 'pay', payload, { 'idempotency-key': key }, who);

  it('pays a fetched water bill once: debited, BBPS reference and approval number kept', async () => {
    const before = await balancePaise(ctx, customer.token);
    const params = { consumerNumber: '1234567890' };
    const bill = await fetchBill('DJB', params);
    const key = randomUUID();
    const body = { billerId: 'DJB', params, amount: bill.amount, fetchId: bill.fetchId };
    const res = await pay(body, key);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json()).toMatchObject({ result: true, code: 'BILL_PAID' });
    expect(data).toMatchObject({
      status: 'Success',
      operator: 'Delhi Jal Board',
      number: '1234567890',
      billerId: 'DJB',
      bbpsRef: expect.stringMatching(/^KB[A-Z0-9]{10}$/),
      approvalNumber: expect.stringMatching(/^\d{12}$/),
    });
    expect(await balancePaise(ctx, customer.token)).toBe(before - BigInt(bill.amountPaise));

    // The same key is the same payment; the same bill under a new key is refused.
    const again = await pay(body, key);
    expect(again.json().data.orderId).toBe(data.orderId);
    const twice = await pay(body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BILL_ALREADY_PAID');
    const refetched = await fetchBill('DJB', params);
    const paidBill = await pay({ ...body, fetchId: refetched.fetchId });
    expect(paidBill.json().code).toBe('BILL_ALREADY_PAID');
    expect(await balancePaise(ctx, customer.token)).toBe(before - BigInt(bill.amountPaise));

    const status = await inject('GET', `payments/${data.orderId}`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({
      id: data.orderId,
      status: 'Success',
      billerId: 'DJB',
      billerName: 'Delhi Jal Board',
      categoryId: 'WATER',
      params,
      amountPaise: bill.amountPaise,
      bbpsRef: data.bbpsRef,
      approvalNumber: data.approvalNumber,
      refunded: false,
    });

    // Its receipt: BBPS's reference, the approval number, and the bill it paid.
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/receipts/${data.orderId}`,
      headers: bearer(customer.token),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const shown = receipt.json().data;
    expect(shown).toMatchObject({
      kind: 'bill',
      title: { service: 'bbps', name: 'Delhi Jal Board', subject: '1234567890' },
      providerReference: { kind: 'bbps', value: data.bbpsRef },
    });
    const lines = Object.fromEntries(
      shown.lines.map((l: { label: string; value: string }) => [l.label, l.value]),
    );
    expect(lines).toMatchObject({
      approvalNumber: data.approvalNumber,
      consumer: expect.any(String),
      billNumber: expect.any(String),
    });
  });

  it('takes a card’s part payment and a loan’s EMI and more, refusing what the exactness refuses', async () => {
    const card = { cardLast4: '4321', registeredMobile: '9876543210' };
    const c = await fetchBill('HDFCCC', card);
    const over = await pay({
      billerId: 'HDFCCC',
      params: card,
      amount: (c.amountPaise / 100 + 1).toFixed(2),
      fetchId: c.fetchId,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'BILL_AMOUNT_AT_MOST_DUE' });
    expect(over.json().errors[0]).toMatchObject({ field: 'amount' });
    const part = await pay({ billerId: 'HDFCCC', params: card, amount: '100', fetchId: c.fetchId });
    expect(part.statusCode, part.body).toBe(200);
    // A second part payment of the same statement: fetched again, paid again.
    const c2 = await fetchBill('HDFCCC', card);
    const secondPart = await pay({
      billerId: 'HDFCCC',
      params: card,
      amount: '50.50',
      fetchId: c2.fetchId,
    });
    expect(secondPart.statusCode, secondPart.body).toBe(200);

    const loan = { loanAccountNumber: 'LN55667788' };
    const l = await fetchBill('BAJAJFIN', loan);
    const under = await pay({
      billerId: 'BAJAJFIN',
      params: loan,
      amount: (l.amountPaise / 100 - 1).toFixed(2),
      fetchId: l.fetchId,
    });
    expect(under.json().code).toBe('BILL_AMOUNT_AT_LEAST_DUE');
    const more = await pay({
      billerId: 'BAJAJFIN',
      params: loan,
      amount: (l.amountPaise / 100 + 500).toFixed(2),
      fetchId: l.fetchId,
    });
    expect(more.statusCode, more.body).toBe(200);
  });

  it('pays two-parameter insurance, validate → pay and direct billers without a fetch', async () => {
    const policy = { policyNumber: '123456789', dateOfBirth: '1985-04-12' };
    const p = await fetchBill('LICINDIA', policy);
    const premium = await pay({
      billerId: 'LICINDIA',
      params: policy,
      amount: p.amount,
      fetchId: p.fetchId,
    });
    expect(premium.statusCode, premium.body).toBe(200);

    const fees = await pay({
      billerId: 'KVSANGATHAN',
      params: { studentId: 'KV1234' },
      amount: 2500,
    });
    expect(fees.statusCode, fees.body).toBe(200);
    const gift = await pay({
      billerId: 'AKSHAYAPATRA',
      params: { donorMobile: '9876543210' },
      amount: '501',
    });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json().data).toMatchObject({ status: 'Success', billerId: 'AKSHAYAPATRA' });
  });

  it('refuses bad input with a clear code, and moves no money', async () => {
    const before = await balancePaise(ctx, customer.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { billerId: 'DJB', params: { consumerNumber: '1234567890' }, amount: 100 },
        422,
        'BILL_FETCH_FIRST',
      ],
      [{ billerId: 'NOPE', params: {}, amount: 100 }, 404, 'BILLER_NOT_FOUND'],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M-1!' }, amount: 100 },
        400,
        'BILL_PARAM_FORMAT',
      ],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M123' }, amount: '1.005' },
        400,
        'AMOUNT_TOO_PRECISE',
      ],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M123' }, amount: 0 },
        400,
        'BILL_AMOUNT_INVALID',
      ],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M123' }, amount: -5 },
        400,
        'AMOUNT_NEGATIVE',
      ],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M123' }, amount: '1e3' },
        400,
        'AMOUNT_NOT_A_NUMBER',
      ],
      [
        { billerId: 'DELHIGYM', params: { membershipId: 'M123' }, amount: 5_00_001 },
        400,
        'BILL_AMOUNT_ABOVE_MAX',
      ],
      [
        {
          billerId: 'DELHIGYM',
          params: { membershipId: 'M123' },
          amount: 10,
          fetchId: randomUUID(),
        },
        404,
        'BILL_FETCH_NOT_FOUND',
      ],
      [
        {
          billerId: 'DJB',
          params: { consumerNumber: '1234567890' },
          amount: 10,
          fetchId: randomUUID(),
        },
        404,
        'BILL_FETCH_NOT_FOUND',
      ],
    ];
    for (const [payload, status, code] of cases) {
      const res = await pay(payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(status);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    // Another customer's fetch is not theirs to pay; nor is the payment theirs to read.
    const other = await signUp(ctx);
    await fund(ctx, other.UId, 10_000_00n);
    const theirs = await fetchBill('IGL', { consumerNumber: '1234567890' }, other);
    const stolen = await pay({
      billerId: 'IGL',
      params: { consumerNumber: '1234567890' },
      amount: theirs.amount,
      fetchId: theirs.fetchId,
    });
    expect(stolen.statusCode).toBe(404);
    const mine = await pay(
      {
        billerId: 'IGL',
        params: { consumerNumber: '1234567890' },
        amount: theirs.amount,
        fetchId: theirs.fetchId,
      },
      randomUUID(),
      other,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await inject('GET', `payments/${mine.json().data.orderId}`)).statusCode).toBe(404);
    expect(await balancePaise(ctx, customer.token)).toBe(before);
  });

  it('refunds a biller’s failure once, and settles a pending one by the aggregator’s word', async () => {
    const before = await balancePaise(ctx, customer.token);
    const failed = await pay({
      billerId: 'DELHIGYM',
      params: { membershipId: 'M5555' },
      amount: 300,
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ result: false, code: 'RECHARGE_REFUNDED' });
    expect(failed.json().data.approvalNumber).toBeNull();
    expect(await balancePaise(ctx, customer.token)).toBe(before);

    const params = { consumerNumber: '1234566666' };
    const bill = await fetchBill('DJB', params);
    const pending = await pay({
      billerId: 'DJB',
      params,
      amount: bill.amount,
      fetchId: bill.fetchId,
    });
    expect(pending.statusCode, pending.body).toBe(202);
    const { orderId, bbpsRef } = pending.json().data;
    expect(bbpsRef).toMatch(/^KB/);
    expect(
      (await pay({ billerId: 'DJB', params, amount: bill.amount, fetchId: bill.fetchId })).json()
        .code,
    ).toBe('BILL_PAYMENT_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, PENDING_MS + 100));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/recharges/${orderId}/check`,
      headers: bearer(customer.token),
    });
    const settled = await eventually(async () => {
      const row = await rechargeRow(ctx, orderId);
      return row.status === 'success' ? row : undefined;
    });
    expect(settled).toMatchObject({ kind: 'bbps', bbpsRef, billerParams: params });
    expect(settled.operatorRef).toMatch(/^\d{12}$/);
    expect(await balancePaise(ctx, customer.token)).toBe(before - BigInt(bill.amountPaise));
  });

  it('needs the PIN’s authorisation, bound to the biller, once the customer has a PIN', async () => {
    const holder = await signUp(ctx);
    await fund(ctx, holder.UId, 10_000_00n);
    await setPin(ctx, holder.token);
    const body = { billerId: 'CRYINDIA', params: { donorMobile: '9876543210' }, amount: '100' };
    const refused = await pay(body, randomUUID(), holder);
    expect(refused.statusCode).toBe(403);
    const key = randomUUID();
    const token = await authorisation(ctx, holder.token, {
      amount: '100',
      payee: 'CRYINDIA',
      idempotencyKey: key,
    });
    const paid = await inject(
      'POST',
      'pay',
      body,
      { 'idempotency-key': key, 'payment-authorisation': token },
      holder,
    );
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

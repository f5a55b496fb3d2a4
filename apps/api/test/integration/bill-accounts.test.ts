import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillFetchesRepository } from '../../src/modules/billers/bill-fetches.repository';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signInAdmin, signUp, type SignedUp } from '../helpers/accounts';

/**
 * A catalogue biller's account before paying: its bill fetched (and kept for the payment) or the
 * account validated, with the biller's own rules on what the customer typed.
 */
describe('bill fetch and account validation for catalogue billers', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext({ aggregatorPendingMs: 60_000 });
    await ctx.services.catalogueSync.run();
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, token: string | null = customer.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bills/${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  it('fetches a water bill, keeps it for its owner, and answers its fetchId', async () => {
    const res = await post('fetch', { billerId: 'DJB', params: { consumerNumber: '1234567890' } });
    expect(res.statusCode, res.body).toBe(200);
    const bill = res.json().data;
    expect(bill).toMatchObject({
      billerId: 'DJB',
      fetchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customerName: expect.any(String),
      billDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Number(bill.amount) * 100).toBeCloseTo(bill.amountPaise);
    // The same account fetched again is the same bill, under a new fetch.
    const again = (
      await post('fetch', { billerId: 'DJB', params: { consumerNumber: ' 1234567890 ' } })
    ).json().data;
    expect(again).toMatchObject({ billNumber: bill.billNumber, amountPaise: bill.amountPaise });
    expect(again.fetchId).not.toBe(bill.fetchId);

    const repo = createBillFetchesRepository();
    const kept = await repo.findFetchOwnedBy(ctx.database.db, customer.UId, bill.fetchId);
    expect(kept).toMatchObject({ billerId: 'DJB', params: { consumerNumber: '1234567890' } });
    const other = await signUp(ctx);
    expect(await repo.findFetchOwnedBy(ctx.database.db, other.UId, bill.fetchId)).toBeNull();
  });

  it('refuses what the biller’s rules refuse, by the field, before asking the aggregator', async () => {
    const refused = async (params: unknown, code: string, field: string) => {
      const res = await post('fetch', { billerId: 'DJB', params });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await refused({}, 'BILL_PARAM_REQUIRED', 'params.consumerNumber');
    await refused({ consumerNumber: '12345' }, 'BILL_PARAM_LENGTH_EXACT', 'params.consumerNumber');
    await refused({ consumerNumber: '12345abcde' }, 'BILL_PARAM_FORMAT', 'params.consumerNumber');
    await refused({ consumerNumber: '1234567890', pin: '1' }, 'BILL_PARAM_UNKNOWN', 'params.pin');
    const words = (await post('fetch', { billerId: 'DJB', params: {} })).json().message;
    expect(words).toBe('Enter the K Number.');

    const unknown = await post('fetch', { billerId: 'NOPE', params: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BILLER_NOT_FOUND');
    expect((await post('fetch', { billerId: 'DJB' })).statusCode).toBe(400);
    expect((await post('fetch', { billerId: 'DJB', params: {} }, null)).statusCode).toBe(401);
  });

  it('says what the biller found: no account, no bill due, an answer still to come', async () => {
    const account = async (number: string) =>
      post('fetch', { billerId: 'DJB', params: { consumerNumber: number } });
    const none = await account('1234560000');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'BILL_ACCOUNT_NOT_FOUND' });
    expect(none.json().errors[0].field).toBe('params.consumerNumber');
    const noBill = await account('1234569999');
    expect(noBill.statusCode).toBe(404);
    expect(noBill.json().code).toBe('BILL_NONE_DUE');
    const pending = await account('1234561111');
    expect(pending.statusCode).toBe(503);
    expect(pending.json().code).toBe('BILL_FETCH_PENDING');
    expect(pending.headers['retry-after']).toBe('30');
  });

  it('validates a FASTag account, and keeps each biller to its own flow', async () => {
    const valid = await post('validate', {
      billerId: 'ICICIFT',
      params: { vehicleNumber: 'MH12AB1234' },
    });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().data).toEqual({ billerId: 'ICICIFT', customerName: expect.any(String) });
    const invalid = await post('validate', {
      billerId: 'ICICIFT',
      params: { vehicleNumber: 'MH12AB0000' },
    });
    expect(invalid.statusCode).toBe(422);

    const notFetchable = await post('fetch', {
      billerId: 'ICICIFT',
      params: { vehicleNumber: 'MH12AB1234' },
    });
    expect(notFetchable.json().code).toBe('BILLER_NOT_FETCHABLE');
    const notValidatable = await post('validate', {
      billerId: 'DJB',
      params: { consumerNumber: '1234567890' },
    });
    expect(notValidatable.json().code).toBe('BILLER_NOT_VALIDATABLE');
  });

  it('answers a biller the back office switched off as unknown', async () => {
    const admin = await signInAdmin(ctx);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/billers/DJB',
      headers: bearer(admin.token),
      payload: { enabled: false },
    });
    const res = await post('fetch', { billerId: 'DJB', params: { consumerNumber: '1234567890' } });
    expect(res.statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/billers/DJB',
      headers: bearer(admin.token),
      payload: { enabled: true },
    });
  });

  it('says the aggregator could not be reached, never a 500', async () => {
    await ctx.sandbox.close();
    const res = await post('fetch', { billerId: 'DJB', params: { consumerNumber: '1234567890' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('BILL_FETCH_FAILED');
  });
});

import { describe, expect, it } from 'vitest';
import { LATE_FEE_PAISE } from '../src/aggregator/billers/biller.bills';
import { aggregatorCaller, aggregatorSandbox } from './aggregator-client';

const API_KEY = 'biller_payments_key';
const PENDING_MS = 300;
const HANG_MS = 600;

const sandbox = aggregatorSandbox({ apiKey: API_KEY, pendingMs: PENDING_MS, hangMs: HANG_MS });

const call = aggregatorCaller(sandbox.url, API_KEY);
let refs = 0;
const newRef = () => `KRTEST${Date.now()}${(refs += 1)}`;

const fetchBill = async (billerId: string, params: Record<string, string>) => {
  const answer = await call('POST', '/aggregator/v1/bills/fetch', { body: { billerId, params } });
  expect(answer.status).toBe(200);
  return answer.json as { fetchId: string; bill: { amountPaise: number } };
};
const pay = (body: Record<string, unknown>, options: { timeoutMs?: number } = {}) =>
  call('POST', '/aggregator/v1/payments', { body: { clientRef: newRef(), ...body }, ...options });

describe('POST /aggregator/v1/payments to a catalogue biller', () => {
  it('pays a fetched water bill of its exact amount, with a BBPS reference and approval number', async () => {
    const params = { consumerNumber: '1234567890' };
    const { fetchId, bill } = await fetchBill('DJB', params);
    const paid = await pay({ billerId: 'DJB', params, fetchId, amountPaise: bill.amountPaise });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({
      status: 'SUCCESS',
      billerId: 'DJB',
      category: 'bbps',
      number: '1234567890',
      message: 'Bill paid successfully.',
    });
    expect(paid.json.bbpsRef).toMatch(/^KB[A-Z0-9]{10}$/);
    expect(paid.json.operatorRef).toMatch(/^\d{12}$/);
    // The status call says the same.
    const status = await call('GET', `/aggregator/v1/payments/${paid.json.clientRef}`);
    expect(status.json).toMatchObject({ status: 'SUCCESS', bbpsRef: paid.json.bbpsRef });
  });

  it('refuses a fetched bill paid twice, and a fetch → pay biller paid without its fetch', async () => {
    const params = { consumerNumber: '2234567890' };
    const { fetchId, bill } = await fetchBill('DJB', params);
    const body = { billerId: 'DJB', params, fetchId, amountPaise: bill.amountPaise };
    expect((await pay(body)).status).toBe(200);
    const again = await pay(body);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'CONFLICT', field: 'fetchId' });
    const unfetched = await pay({ billerId: 'DJB', params, amountPaise: bill.amountPaise });
    expect(unfetched.status).toBe(400);
    expect(unfetched.json.error.field).toBe('fetchId');
  });

  it('holds each exactness: exact, exact or less (part payment), exact or more', async () => {
    const water = { consumerNumber: '3234567890' };
    const w = await fetchBill('DJB', water);
    const short = await pay({
      billerId: 'DJB',
      params: water,
      fetchId: w.fetchId,
      amountPaise: w.bill.amountPaise - 100,
    });
    expect(short.status).toBe(422);
    expect(short.json.error.code).toBe('AMOUNT_MISMATCH');

    const card = { cardLast4: '4321', registeredMobile: '9876543210' };
    const c = await fetchBill('HDFCCC', card);
    const part = Math.floor(c.bill.amountPaise / 2);
    expect(
      (await pay({ billerId: 'HDFCCC', params: card, fetchId: c.fetchId, amountPaise: part }))
        .status,
    ).toBe(200);
    const c2 = await fetchBill('HDFCCC', card);
    expect(
      (
        await pay({
          billerId: 'HDFCCC',
          params: card,
          fetchId: c2.fetchId,
          amountPaise: c2.bill.amountPaise + 1,
        })
      ).status,
    ).toBe(422);

    const loan = { loanAccountNumber: 'LN55667788' };
    const l = await fetchBill('BAJAJFIN', loan);
    expect(
      (
        await pay({
          billerId: 'BAJAJFIN',
          params: loan,
          fetchId: l.fetchId,
          amountPaise: l.bill.amountPaise + 50_000,
        })
      ).status,
    ).toBe(200);
  });

  it('pays a direct-pay biller any amount within its limits, without a fetch', async () => {
    const params = { donorMobile: '9876543210' };
    const paid = await pay({ billerId: 'AKSHAYAPATRA', params, amountPaise: 501_00 });
    expect(paid.status).toBe(200);
    expect(paid.json.status).toBe('SUCCESS');
    const tooMuch = await pay({ billerId: 'AKSHAYAPATRA', params, amountPaise: 1_000_001_00 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.field).toBe('amountPaise');
  });

  it('refuses an old fetch of a 4444 account once a later fetch found the bill grown', async () => {
    const params = { loanAccountNumber: 'LN12344444' };
    const first = await fetchBill('HDBFS', params);
    const second = await fetchBill('HDBFS', params);
    expect(second.bill.amountPaise - first.bill.amountPaise).toBe(LATE_FEE_PAISE);
    const stale = await pay({
      billerId: 'HDBFS',
      params,
      fetchId: first.fetchId,
      amountPaise: first.bill.amountPaise,
    });
    expect(stale.status).toBe(422);
    expect(stale.json.error.code).toBe('AMOUNT_MISMATCH');
  });

  it('fails for 5555, is pending for 6666, never answers for 8888 (and 0000/1111 when direct)', async () => {
    const failed = await pay({
      billerId: 'DELHIGYM',
      params: { membershipId: 'M5555' },
      amountPaise: 100_00,
    });
    expect(failed.json).toMatchObject({ status: 'FAILURE' });
    expect(failed.json.operatorRef).toBeUndefined();

    const params = { consumerNumber: '1234566666' };
    const { fetchId, bill } = await fetchBill('DJB', params);
    const pending = await pay({ billerId: 'DJB', params, fetchId, amountPaise: bill.amountPaise });
    expect(pending.json.status).toBe('PENDING');
    expect(pending.json.bbpsRef).toMatch(/^KB/);
    await new Promise((resolve) => setTimeout(resolve, PENDING_MS + 100));
    const settled = await call('GET', `/aggregator/v1/payments/${pending.json.clientRef}`);
    expect(settled.json.status).toBe('SUCCESS');

    const direct = await pay({
      billerId: 'DELHIGYM',
      params: { membershipId: 'M0000' },
      amountPaise: 100_00,
    });
    expect(direct.json.status).toBe('FAILURE');
    const clientRef = newRef();
    await expect(
      call('POST', '/aggregator/v1/payments', {
        body: {
          clientRef,
          billerId: 'DELHIGYM',
          params: { membershipId: 'M8888' },
          amountPaise: 100_00,
        },
      }),
    ).rejects.toThrow();
    const done = await call('GET', `/aggregator/v1/payments/${clientRef}`);
    expect(done.json.status).toBe('SUCCESS');
  });

  it('checks the biller, its params and the amount, naming the field', async () => {
    const unknown = await pay({ billerId: 'NOPE', params: {}, amountPaise: 100 });
    expect(unknown.status).toBe(404);
    const badParam = await pay({
      billerId: 'DELHIGYM',
      params: { membershipId: '!' },
      amountPaise: 100,
    });
    expect(badParam.status).toBe(400);
    expect(badParam.json.error.field).toBe('params.membershipId');
    for (const amountPaise of [0, -5, 1.5, '100', undefined]) {
      const bad = await pay({
        billerId: 'DELHIGYM',
        params: { membershipId: 'M1234' },
        amountPaise,
      });
      expect(bad.status, String(amountPaise)).toBe(400);
      expect(bad.json.error.field).toBe('amountPaise');
    }
    const otherBiller = await fetchBill('HMWSSB', { consumerNumber: '123456789' });
    const mismatched = await pay({
      billerId: 'DJB',
      params: { consumerNumber: '1234567890' },
      fetchId: otherBiller.fetchId,
      amountPaise: otherBiller.bill.amountPaise,
    });
    expect(mismatched.status).toBe(404);
  });
});

describe('BBPS complaints on bill payments', () => {
  it('takes a complaint on a bill payment, once, and answers it after the biller looks', async () => {
    const paid = await pay({
      billerId: 'GIVEINDIA',
      params: { donorMobile: '9876543210' },
      amountPaise: 250_00,
    });
    const raise = (body: Record<string, unknown>) =>
      call('POST', '/aggregator/v1/complaints', { body });
    const raised = await raise({
      clientRef: paid.json.clientRef,
      type: 'NOT_CREDITED',
      description: 'Not shown on the receipt',
    });
    expect(raised.status).toBe(201);
    expect(raised.json).toMatchObject({
      complaintId: expect.stringMatching(/^CMP[A-Z0-9]{14}$/),
      status: 'ASSIGNED',
      bbpsRef: paid.json.bbpsRef,
      billerId: 'GIVEINDIA',
    });
    // Raised again: the same complaint.
    const again = await raise({ clientRef: paid.json.clientRef, type: 'NOT_CREDITED' });
    expect(again.json.complaintId).toBe(raised.json.complaintId);
    await new Promise((resolve) => setTimeout(resolve, PENDING_MS + 100));
    const answered = await call('GET', `/aggregator/v1/complaints/${raised.json.complaintId}`);
    expect(answered.json).toMatchObject({ status: 'RESOLVED', resolution: expect.any(String) });

    const rejected = await raise({
      clientRef: paid.json.clientRef,
      type: 'WRONG_AMOUNT',
      description: 'please reject',
    });
    const settled = await call(
      'POST',
      `/aggregator/v1/complaints/${rejected.json.complaintId}/settle`,
      { body: { status: 'REJECTED' }, key: null },
    );
    expect(settled.json.status).toBe('REJECTED');
  });

  it('refuses a recharge, an unknown payment and a bad type, naming the field', async () => {
    const recharge = await call('POST', '/aggregator/v1/payments', {
      body: {
        clientRef: newRef(),
        category: 'mobile',
        operator: 'JIO',
        number: '9876543210',
        amountPaise: 199_00,
      },
    });
    expect(recharge.status).toBe(200);
    const raise = (body: Record<string, unknown>) =>
      call('POST', '/aggregator/v1/complaints', { body });
    expect(
      (await raise({ clientRef: recharge.json.clientRef, type: 'NOT_CREDITED' })).json.error.field,
    ).toBe('clientRef');
    expect((await raise({ clientRef: 'nope', type: 'NOT_CREDITED' })).status).toBe(404);
    const paid = await pay({
      billerId: 'CRYINDIA',
      params: { donorMobile: '9876543210' },
      amountPaise: 100_00,
    });
    expect((await raise({ clientRef: paid.json.clientRef, type: 'LOST' })).json.error.field).toBe(
      'type',
    );
  });
});

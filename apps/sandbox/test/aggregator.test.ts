import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLES, OPERATORS } from '../src/aggregator/aggregator.catalogue';
import { PLAN_CATEGORIES, plansFor } from '../src/aggregator/aggregator.plans';
import { AGGREGATOR_TEST_DEFAULTS, buildSandbox, loadSandboxConfig } from '../src/app';
import { aggregatorCaller } from './aggregator-client';

const API_KEY = 'aggregator_spec_key';
const CALLBACK_SECRET = 'aggregator_spec_callback_secret';
const PENDING_MS = 400;
const HANG_MS = 1200;

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: {
    eventId: string;
    clientRef: string;
    providerRef: string;
    status: string;
    operatorRef?: string;
    message: string;
  };
}

/**
 * Kosh's recharge webhook: records every request; answers 500 to a payment's callbacks as many
 * times as `failures` says for its clientRef.
 */
const receiver = {
  received: [] as Received[],
  failures: new Map<string, number>(),
  server: undefined as unknown as http.Server,
};
let sandbox: FastifyInstance;
let sandboxUrl: string;
let callbackUrl: string;

beforeAll(async () => {
  receiver.server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const received: Received = { headers: request.headers, raw, body: JSON.parse(raw) };
      receiver.received.push(received);
      const failures = receiver.failures.get(received.body.clientRef) ?? 0;
      if (failures > 0) {
        receiver.failures.set(received.body.clientRef, failures - 1);
        response.statusCode = 500;
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/api/v1/webhooks/recharge`;

  sandbox = await buildSandbox({
    smsApiKey: 'sms-key',
    aggregatorApiKey: API_KEY,
    aggregatorCallbackSecret: CALLBACK_SECRET,
    // A function, asked at each delivery, as the API's tests use it.
    rechargeCallbackUrl: () => callbackUrl,
    aggregatorPendingMs: PENDING_MS,
    aggregatorHangMs: HANG_MS,
    callbackRetryDelaysMs: [50, 100],
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver.server?.close(resolve));
});

const call = aggregatorCaller(() => sandboxUrl, API_KEY);

let refs = 0;
const newRef = () => `spec-${Date.now()}-${(refs += 1)}`;

const recharge = (number: string, overrides: Record<string, unknown> = {}) =>
  call('POST', '/aggregator/v1/payments', {
    body: {
      clientRef: newRef(),
      category: 'mobile',
      operator: 'JIO',
      number,
      amountPaise: 29900,
      circle: 'MH',
      ...overrides,
    },
  });

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const callbacksFor = (clientRef: string) =>
  receiver.received.filter((r) => r.body.clientRef === clientRef);

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** The callback log for one payment, once its latest delivery is no longer pending. */
async function settledLog(clientRef: string) {
  for (let i = 0; i < 100; i += 1) {
    const log = await call('GET', `/aggregator/callbacks?clientRef=${clientRef}`, { key: null });
    if (log.json.length > 0 && log.json[0].delivery !== 'pending') return log.json;
    await sleep(20);
  }
  throw new Error(`the callback for ${clientRef} stayed pending`);
}

/** Today in India, YYYY-MM-DD. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('authentication', () => {
  it('answers 401 with the error body for a missing or wrong X-Api-Key, on every API call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/aggregator/v1/operators'],
      ['GET', '/aggregator/v1/circles'],
      ['GET', '/aggregator/v1/lookup?mobile=9876543210'],
      ['GET', '/aggregator/v1/plans?operator=JIO&circle=MH'],
      ['POST', '/aggregator/v1/bills/fetch', { operator: 'BESCOM', serviceNumber: '1234567' }],
      [
        'POST',
        '/aggregator/v1/payments',
        { clientRef: 'unauth', category: 'mobile', operator: 'JIO', number: '9876543210' },
      ],
      ['GET', '/aggregator/v1/payments/unauth'],
    ];
    for (const [method, path, body] of calls) {
      for (const key of [null, 'wrong-key', `${API_KEY}x`, '']) {
        const res = await call(method, path, { body, key });
        expect(res.status, `${method} ${path} with ${key}`).toBe(401);
        expect(res.json).toEqual({
          error: { code: 'UNAUTHORIZED', message: expect.any(String) },
        });
      }
    }
    // Nothing was paid by the refused call.
    expect((await call('GET', '/aggregator/v1/payments/unauth')).status).toBe(404);
  });

  it('answers an unknown path under /aggregator with the error body', async () => {
    const res = await call('GET', '/aggregator/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });
});

describe('catalogue', () => {
  it('lists the 40 operators, all or by category', async () => {
    const all = await call('GET', '/aggregator/v1/operators');
    expect(all.status).toBe(200);
    expect(all.json.operators).toHaveLength(40);
    expect(all.json.operators).toContainEqual({ code: 'JIO', name: 'Jio', category: 'mobile' });
    expect(all.json.operators).toContainEqual({
      code: 'ADANIMUM',
      name: 'Adani Electricity Mumbai',
      category: 'electricity',
    });

    const expected: Record<string, string[]> = {
      mobile: ['AIRTEL', 'JIO', 'VI', 'BSNL', 'MTNL'],
      dth: ['TATAPLAY', 'AIRTELDTH', 'DISHTV', 'D2H', 'SUNDIRECT'],
      postpaid: ['AIRTELPOST', 'JIOPOST', 'VIPOST', 'BSNLPOST'],
      electricity: [
        'BESCOM',
        'MSEDCL',
        'TPDDL',
        'BSESRAJ',
        'BSESYAM',
        'TNPDCL',
        'UPPCLURB',
        'WBSEDCL',
        'ADANIMUM',
        'CESC',
        'PSPCL',
        'JVVNL',
      ],
      gas: ['INDANE', 'HPGAS', 'BHARATGAS', 'IGL', 'MGL', 'ADANIGAS', 'GUJGAS'],
      fastag: ['ICICIFT', 'HDFCFT', 'SBIFT', 'AXISFT', 'KOTAKFT', 'IDFCFT', 'AIRTELFT'],
    };
    for (const [category, codes] of Object.entries(expected)) {
      const res = await call('GET', `/aggregator/v1/operators?category=${category}`);
      expect(res.status).toBe(200);
      expect(res.json.operators.map((o: { code: string }) => o.code)).toEqual(codes);
      for (const operator of res.json.operators) expect(operator.category).toBe(category);
    }

    const bad = await call('GET', '/aggregator/v1/operators?category=broadband');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'category' });
  });

  it('lists the 22 telecom circles', async () => {
    const res = await call('GET', '/aggregator/v1/circles');
    expect(res.status).toBe(200);
    expect(res.json.circles).toHaveLength(22);
    expect(res.json.circles.map((c: { code: string }) => c.code)).toEqual([
      'AP',
      'AS',
      'BR',
      'DL',
      'GJ',
      'HR',
      'HP',
      'JK',
      'KA',
      'KL',
      'KO',
      'MP',
      'MH',
      'MU',
      'NE',
      'OR',
      'PB',
      'RJ',
      'TN',
      'UE',
      'UW',
      'WB',
    ]);
    expect(res.json.circles).toContainEqual({ code: 'UW', name: 'UP West & Uttarakhand' });
  });

  it('guesses operator and circle from the number, the same way every time', async () => {
    const mobileOperators = OPERATORS.filter((o) => o.category === 'mobile').map((o) => o.code);
    const circles = CIRCLES.map((c) => c.code);
    const seen = new Set<string>();
    for (const mobile of ['9876543210', '9876512345', '7012345678', '8123456789', '6300000001']) {
      const res = await call('GET', `/aggregator/v1/lookup?mobile=${mobile}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        mobile,
        operator: expect.any(String),
        circle: expect.any(String),
      });
      expect(mobileOperators).toContain(res.json.operator);
      expect(circles).toContain(res.json.circle);
      expect((await call('GET', `/aggregator/v1/lookup?mobile=${mobile}`)).json).toEqual(res.json);
      seen.add(`${res.json.operator}/${res.json.circle}`);
    }
    // Not one answer for every number.
    expect(seen.size).toBeGreaterThan(1);
    // A number series (the first five digits) is one operator in one circle.
    const a = await call('GET', '/aggregator/v1/lookup?mobile=9876500001');
    const b = await call('GET', '/aggregator/v1/lookup?mobile=9876599999');
    expect(b.json.operator).toBe(a.json.operator);
    expect(b.json.circle).toBe(a.json.circle);

    for (const mobile of ['', '987654321', '98765432100', '5876543210', '98765abcde']) {
      const res = await call('GET', `/aggregator/v1/lookup?mobile=${mobile}`);
      expect(res.status, mobile).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'mobile' });
    }
    expect((await call('GET', '/aggregator/v1/lookup')).status).toBe(400);
  });
});

describe('plans', () => {
  it('answers an operator’s plans in a circle, FULLTT first, in the documented shape', async () => {
    const res = await call('GET', '/aggregator/v1/plans?operator=JIO&circle=MH');
    expect(res.status).toBe(200);
    expect(res.json.operator).toBe('JIO');
    expect(res.json.circle).toBe('MH');
    expect(Object.keys(res.json.categories)).toEqual(['FULLTT', 'DATA', 'TOPUP', 'ROAMING', 'SMS']);
    const plans = Object.values(res.json.categories).flat() as Record<string, unknown>[];
    for (const plan of plans) {
      expect(plan).toEqual({
        id: expect.any(String),
        price: expect.any(Number),
        validity: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        ...(plan.talktime === undefined ? {} : { talktime: expect.any(String) }),
        ...(plan.data === undefined ? {} : { data: expect.any(String) }),
      });
    }
    expect(res.json.categories.FULLTT[0]).toMatchObject({ talktime: 'Unlimited' });
    expect(res.json.categories.FULLTT.map((p: { price: number }) => p.price)).toContain(299);
    expect(res.json.categories.TOPUP[0]).toMatchObject({ validity: 'Unlimited' });

    // The same answer every time.
    const again = await call('GET', '/aggregator/v1/plans?operator=JIO&circle=MH');
    expect(again.json).toEqual(res.json);
  });

  it('has 8 to 15 realistic plans for every mobile operator in every circle, varying by circle', () => {
    const mobileOperators = OPERATORS.filter((o) => o.category === 'mobile');
    for (const operator of mobileOperators) {
      const lists = new Set<string>();
      for (const circle of CIRCLES) {
        const categories = plansFor(operator.code, circle.code);
        expect(Object.keys(categories)).toEqual([...PLAN_CATEGORIES]);
        const plans = Object.values(categories).flat();
        const where = `${operator.code} ${circle.code}`;
        expect(plans.length, where).toBeGreaterThanOrEqual(8);
        expect(plans.length, where).toBeLessThanOrEqual(15);
        expect(categories.FULLTT.length, where).toBeGreaterThan(0);
        expect(new Set(plans.map((p) => p.id)).size, where).toBe(plans.length);
        for (const plan of plans) {
          expect(Number.isInteger(plan.price), where).toBe(true);
          expect(plan.price, where).toBeGreaterThanOrEqual(19);
          expect(plan.price, where).toBeLessThanOrEqual(3599);
          expect(plan.validity, where).toMatch(/^(\d+ days?|Unlimited|Existing plan)$/);
        }
        for (const list of Object.values(categories)) {
          const prices = list.map((p) => p.price);
          expect(prices, where).toEqual([...prices].sort((a, b) => a - b));
        }
        expect(plansFor(operator.code, circle.code), where).toEqual(categories);
        lists.add(JSON.stringify(plans.map((p) => p.price)));
      }
      expect(lists.size, operator.code).toBeGreaterThan(1);
    }
  });

  it('refuses an unknown or non-mobile operator (404) and an unknown or missing circle (400)', async () => {
    for (const operator of ['NOPE', 'TATAPLAY', 'BESCOM', 'jio']) {
      const res = await call('GET', `/aggregator/v1/plans?operator=${operator}&circle=MH`);
      expect(res.status, operator).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'UNKNOWN_OPERATOR', field: 'operator' });
    }
    for (const query of ['operator=JIO&circle=XX', 'operator=JIO&circle=mh', 'operator=JIO']) {
      const res = await call('GET', `/aggregator/v1/plans?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'circle' });
    }
    const noOperator = await call('GET', '/aggregator/v1/plans?circle=MH');
    expect(noOperator.status).toBe(400);
    expect(noOperator.json.error.field).toBe('operator');
  });
});

describe('bill fetch', () => {
  const fetchBill = (body: unknown) => call('POST', '/aggregator/v1/bills/fetch', { body });

  it('answers the same plausible bill for a service number every time', async () => {
    const res = await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567890' });
    expect(res.status).toBe(200);
    const { bill } = res.json;
    expect(bill).toEqual({
      customerName: expect.stringMatching(/^[A-Z][a-z]+ [A-Z][a-z]+$/),
      amountPaise: expect.any(Number),
      billNumber: expect.stringMatching(/^[A-Z0-9]+$/),
      billDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      serviceNumber: '1234567890',
      operator: 'BESCOM',
    });
    expect(Number.isInteger(bill.amountPaise)).toBe(true);
    expect(bill.amountPaise).toBeGreaterThanOrEqual(100_00);
    expect(bill.amountPaise).toBeLessThanOrEqual(5000_00);
    expect(bill.amountPaise % 100).not.toBe(0);
    const today = istToday();
    expect(bill.billDate.slice(0, 7)).toBe(today.slice(0, 7));
    expect(bill.billDate <= today).toBe(true);
    const due = new Date(`${bill.billDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 15);
    expect(bill.dueDate).toBe(due.toISOString().slice(0, 10));

    const again = await fetchBill({
      operator: 'BESCOM',
      serviceNumber: '1234567890',
      option1: 'ignored',
    });
    expect(again.json).toEqual(res.json);

    const other = await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567891' });
    expect(other.json.bill).not.toEqual({ ...bill, serviceNumber: '1234567891' });

    for (const [operator, serviceNumber] of [
      ['INDANE', 'LPG-778812'],
      ['AIRTELPOST', '9876543210'],
    ] as const) {
      const gas = await fetchBill({ operator, serviceNumber });
      expect(gas.status, operator).toBe(200);
      expect(gas.json.bill).toMatchObject({ operator, serviceNumber });
    }
  });

  it('has a bill due in NN days for a service number ending in 77NN or 78NN (NN up to 15)', async () => {
    const plusDays = (day: string, days: number) => {
      const at = new Date(`${day}T00:00:00Z`);
      at.setUTCDate(at.getUTCDate() + days);
      return at.toISOString().slice(0, 10);
    };
    const today = istToday();
    for (const [serviceNumber, days] of [
      ['1234567702', 2],
      ['1234567700', 0],
      ['1234567715', 15],
    ] as const) {
      const { bill } = (await fetchBill({ operator: 'BESCOM', serviceNumber })).json;
      expect(bill.dueDate, serviceNumber).toBe(plusDays(today, days));
      expect(bill.billDate, serviceNumber).toBe(plusDays(bill.dueDate, -15));
    }
    // Paid, a 78NN account's next bill is issued at once, due as soon; a 77NN one stays paid.
    const before = (await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567804' })).json.bill;
    expect(before.dueDate).toBe(plusDays(today, 4));
    const stays = (await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567704' })).json.bill;
    await recharge('1234567704', {
      category: 'electricity',
      operator: 'BESCOM',
      amountPaise: stays.amountPaise,
      circle: undefined,
    });
    expect(
      (await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567704' })).json.bill.billNumber,
    ).toBe(stays.billNumber);
    const paid = await recharge('1234567804', {
      category: 'electricity',
      operator: 'BESCOM',
      amountPaise: before.amountPaise,
      circle: undefined,
    });
    expect(paid.json.status).toBe('SUCCESS');
    const next = (await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567804' })).json.bill;
    expect(next.billNumber).not.toBe(before.billNumber);
    expect(next.dueDate).toBe(before.dueDate);
    // 16 is past the rule: an ordinary bill of this month.
    const ordinary = (await fetchBill({ operator: 'BESCOM', serviceNumber: '1234567716' })).json;
    expect(ordinary.bill.billDate <= today).toBe(true);
    expect(ordinary.bill.billDate.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('has no bill for a service number ending in 9999', async () => {
    const res = await fetchBill({ operator: 'MSEDCL', serviceNumber: '0001239999' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      error: { code: 'BILL_NOT_FOUND', message: 'No bill is due for this service number.' },
    });
  });

  it('refuses recharge operators, unknown operators and bad service numbers', async () => {
    for (const operator of ['JIO', 'TATAPLAY', 'ICICIFT']) {
      const res = await fetchBill({ operator, serviceNumber: '1234567890' });
      expect(res.status, operator).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'operator' });
    }
    const unknown = await fetchBill({ operator: 'NOPE', serviceNumber: '1234567890' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: 'UNKNOWN_OPERATOR', field: 'operator' });

    for (const [body, field] of [
      [{ serviceNumber: '1234567890' }, 'operator'],
      [{ operator: 'BESCOM' }, 'serviceNumber'],
      [{ operator: 'BESCOM', serviceNumber: '12' }, 'serviceNumber'],
      [{ operator: 'BESCOM', serviceNumber: 'has spaces 1' }, 'serviceNumber'],
      [{ operator: 'BESCOM', serviceNumber: 1234567890 }, 'serviceNumber'],
      [{ operator: 'BESCOM', serviceNumber: '1234567890', option1: 'x'.repeat(101) }, 'option1'],
    ] as const) {
      const res = await fetchBill(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST', field });
    }
  });
});

describe('payments', () => {
  it('succeeds at once with an operator reference, and the status call says the same', async () => {
    const clientRef = newRef();
    const body = {
      clientRef,
      category: 'mobile',
      operator: 'AIRTEL',
      number: '9876543210',
      amountPaise: 29900,
      circle: 'DL',
    };
    const res = await call('POST', '/aggregator/v1/payments', { body });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      clientRef,
      providerRef: expect.stringMatching(/^AGG[A-Z0-9]{14}$/),
      status: 'SUCCESS',
      operatorRef: expect.stringMatching(/^\d{12}$/),
      message: 'Recharge successful.',
      amountPaise: 29900,
    });
    const status = await call('GET', `/aggregator/v1/payments/${clientRef}`);
    expect(status.status).toBe(200);
    expect(status.json).toEqual(res.json);

    const bill = await call('POST', '/aggregator/v1/payments', {
      body: {
        clientRef: newRef(),
        category: 'electricity',
        operator: 'TPDDL',
        number: '60012345678',
        amountPaise: 123456,
        option1: '',
      },
    });
    expect(bill.json).toMatchObject({ status: 'SUCCESS', message: 'Bill paid successfully.' });

    const unknown = await call('GET', '/aggregator/v1/payments/never-sent');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('NOT_FOUND');
  });

  it('fails at once for a number ending in 0000, with the operator’s or biller’s message', async () => {
    const res = await recharge('9876500000');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      providerRef: expect.stringMatching(/^AGG/),
      status: 'FAILURE',
      message: 'Recharge failed at the operator.',
    });
    expect(res.json.operatorRef).toBeUndefined();

    const dth = await call('POST', '/aggregator/v1/payments', {
      body: {
        clientRef: newRef(),
        category: 'dth',
        operator: 'TATAPLAY',
        number: '1234560000',
        amountPaise: 35000,
      },
    });
    expect(dth.json).toMatchObject({
      status: 'FAILURE',
      message: 'Recharge failed at the operator.',
    });

    const bill = await call('POST', '/aggregator/v1/payments', {
      body: {
        clientRef: newRef(),
        category: 'gas',
        operator: 'IGL',
        number: 'BP-10000',
        amountPaise: 80050,
      },
    });
    expect(bill.json).toMatchObject({
      status: 'FAILURE',
      message: 'Bill payment failed at the biller.',
    });
    expect((await call('GET', `/aggregator/v1/payments/${bill.json.clientRef}`)).json.status).toBe(
      'FAILURE',
    );
  });

  it('is idempotent on clientRef: the same transaction again, even with another body', async () => {
    const clientRef = newRef();
    const number = '9123456789';
    const first = await call('POST', '/aggregator/v1/payments', {
      body: { clientRef, category: 'mobile', operator: 'VI', number, amountPaise: 19900 },
    });
    expect(first.json.status).toBe('SUCCESS');
    const again = await call('POST', '/aggregator/v1/payments', {
      body: { clientRef, category: 'mobile', operator: 'JIO', number, amountPaise: 99900 },
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const bare = await call('POST', '/aggregator/v1/payments', { body: { clientRef } });
    expect(bare.json).toEqual(first.json);

    const received = await call('GET', `/aggregator/payments?number=${number}`, { key: null });
    expect(received.status).toBe(200);
    expect(received.json).toHaveLength(1);
    expect(received.json[0]).toMatchObject({
      clientRef,
      operator: 'VI',
      amountPaise: 19900,
      providerRef: first.json.providerRef,
    });
  });

  it('lists the transactions received for a number, newest first', async () => {
    const number = '9988776655';
    const older = await recharge(number);
    const newer = await recharge(number, { operator: 'AIRTEL' });
    const res = await call('GET', `/aggregator/payments?number=${number}`, { key: null });
    expect(res.json.map((p: { clientRef: string }) => p.clientRef)).toEqual([
      newer.json.clientRef,
      older.json.clientRef,
    ]);
    const all = await call('GET', '/aggregator/payments', { key: null });
    expect(all.json[0].clientRef).toBe(newer.json.clientRef);
  });

  it('refuses bad input with the field, and records nothing', async () => {
    const valid = {
      category: 'mobile',
      operator: 'JIO',
      number: '9876543210',
      amountPaise: 10000,
    };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...valid, operator: 'NOPE' }, 404, 'UNKNOWN_OPERATOR', 'operator'],
      [{ ...valid, operator: undefined }, 400, 'BAD_REQUEST', 'operator'],
      [{ ...valid, category: undefined }, 400, 'BAD_REQUEST', 'category'],
      [{ ...valid, category: 'broadband' }, 400, 'BAD_REQUEST', 'category'],
      [{ ...valid, category: 'dth' }, 400, 'BAD_REQUEST', 'operator'],
      [{ ...valid, number: undefined }, 400, 'BAD_REQUEST', 'number'],
      [{ ...valid, number: '12345' }, 400, 'BAD_REQUEST', 'number'],
      [{ ...valid, amountPaise: undefined }, 400, 'BAD_REQUEST', 'amountPaise'],
      [{ ...valid, amountPaise: 0 }, 400, 'BAD_REQUEST', 'amountPaise'],
      [{ ...valid, amountPaise: -100 }, 400, 'BAD_REQUEST', 'amountPaise'],
      [{ ...valid, amountPaise: 100.5 }, 400, 'BAD_REQUEST', 'amountPaise'],
      [{ ...valid, amountPaise: '10000' }, 400, 'BAD_REQUEST', 'amountPaise'],
      [{ ...valid, circle: 'XX' }, 400, 'BAD_REQUEST', 'circle'],
      [{ ...valid, option2: 42 }, 400, 'BAD_REQUEST', 'option2'],
      [
        { ...valid, category: 'fastag', operator: 'HDFCFT', number: 'MH 12' },
        400,
        'BAD_REQUEST',
        'number',
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const clientRef = newRef();
      const res = await call('POST', '/aggregator/v1/payments', { body: { ...body, clientRef } });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error).toMatchObject({ code, field, message: expect.any(String) });
      expect((await call('GET', `/aggregator/v1/payments/${clientRef}`)).status).toBe(404);
    }
    for (const clientRef of [undefined, '', 'has space', 'x'.repeat(101), 12]) {
      const res = await call('POST', '/aggregator/v1/payments', { body: { ...valid, clientRef } });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'clientRef' });
    }
    const notJson = await fetch(`${sandboxUrl}/aggregator/v1/payments`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: '{"clientRef": ',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });
});

describe('pending payments and callbacks', () => {
  it('keeps a 1111 payment PENDING, then settles it by timer and calls back, signed', async () => {
    const res = await recharge('9876511111');
    expect(res.status).toBe(200);
    const { clientRef, providerRef } = res.json;
    expect(res.json).toMatchObject({
      status: 'PENDING',
      message: 'Recharge is pending at the operator.',
    });
    expect(res.json.operatorRef).toBeUndefined();
    expect((await call('GET', `/aggregator/v1/payments/${clientRef}`)).json.status).toBe('PENDING');
    expect(callbacksFor(clientRef)).toHaveLength(0);

    const callback = await waitFor(() => callbacksFor(clientRef)[0], 'the callback');
    expect(callback.headers['content-type']).toBe('application/json');
    expect(callback.headers['x-aggregator-signature']).toBe(hmac(CALLBACK_SECRET, callback.raw));
    expect(callback.headers['x-aggregator-signature']).not.toBe(hmac('another', callback.raw));
    expect(callback.body).toEqual({
      eventId: expect.stringMatching(/^EVT[A-Z0-9]{14}$/),
      clientRef,
      providerRef,
      status: 'SUCCESS',
      operatorRef: expect.stringMatching(/^\d{12}$/),
      message: 'Recharge successful.',
    });
    const status = await call('GET', `/aggregator/v1/payments/${clientRef}`);
    expect(status.json).toMatchObject({
      status: 'SUCCESS',
      operatorRef: callback.body.operatorRef,
      providerRef,
    });

    const log = await settledLog(clientRef);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      eventId: callback.body.eventId,
      clientRef,
      status: 'SUCCESS',
      url: callbackUrl,
      delivery: 'delivered',
      attempts: [{ at: expect.any(String), responseStatus: 200, error: null }],
      lastResponseStatus: 200,
      body: callback.body,
    });
    // Once settled, the timer is gone: no second callback.
    await sleep(PENDING_MS);
    expect(callbacksFor(clientRef)).toHaveLength(1);
  });

  it('settles a pending payment on demand, and refuses what is not pending', async () => {
    const res = await call('POST', '/aggregator/v1/payments', {
      body: {
        clientRef: newRef(),
        category: 'electricity',
        operator: 'BESCOM',
        number: '4411111',
        amountPaise: 154321,
      },
    });
    expect(res.json).toMatchObject({
      status: 'PENDING',
      message: 'Bill payment is pending at the biller.',
    });
    const { clientRef } = res.json;
    const settlePath = `/aggregator/v1/payments/${clientRef}/settle`;

    const bad = await call('POST', settlePath, { body: { status: 'MAYBE' }, key: null });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('status');

    const settled = await call('POST', settlePath, { body: { status: 'FAILURE' }, key: null });
    expect(settled.status).toBe(200);
    expect(settled.json).toMatchObject({
      clientRef,
      status: 'FAILURE',
      message: 'Bill payment failed at the biller.',
    });
    const callback = await waitFor(() => callbacksFor(clientRef)[0], 'the callback');
    expect(callback.body).toMatchObject({ status: 'FAILURE', eventId: settled.json.eventId });
    expect(callback.body.operatorRef).toBeUndefined();
    expect(callback.headers['x-aggregator-signature']).toBe(hmac(CALLBACK_SECRET, callback.raw));

    // The timer no longer settles it.
    await sleep(PENDING_MS + 100);
    expect(callbacksFor(clientRef)).toHaveLength(1);
    expect((await call('GET', `/aggregator/v1/payments/${clientRef}`)).json.status).toBe('FAILURE');

    const twice = await call('POST', settlePath, { key: null });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('CONFLICT');
    const done = await recharge('9876543210');
    const notPending = await call('POST', `/aggregator/v1/payments/${done.json.clientRef}/settle`, {
      key: null,
    });
    expect(notPending.status).toBe(409);
    const unknown = await call('POST', '/aggregator/v1/payments/never-sent/settle', {
      key: null,
    });
    expect(unknown.status).toBe(404);

    // Settling with no body means success.
    const pending = await recharge('9000011111');
    const ok = await call('POST', `/aggregator/v1/payments/${pending.json.clientRef}/settle`, {
      key: null,
    });
    expect(ok.json).toMatchObject({ status: 'SUCCESS', operatorRef: expect.any(String) });
  });

  it('retries a callback the receiver refused, and logs one that never got through', async () => {
    const first = await recharge('9000111111');
    const { clientRef } = first.json;
    receiver.failures.set(clientRef, 1);
    await call('POST', `/aggregator/v1/payments/${clientRef}/settle`, { key: null });
    await waitFor(() => (callbacksFor(clientRef).length === 2 ? true : undefined), 'the retry');
    const [a, b] = callbacksFor(clientRef);
    expect(b!.raw).toBe(a!.raw);
    expect(b!.headers['x-aggregator-signature']).toBe(a!.headers['x-aggregator-signature']);
    const log = await settledLog(clientRef);
    expect(log[0]).toMatchObject({ delivery: 'delivered', lastResponseStatus: 200 });
    expect(log[0].attempts.map((t: { responseStatus: number }) => t.responseStatus)).toEqual([
      500, 200,
    ]);

    const next = await recharge('9000211111');
    receiver.failures.set(next.json.clientRef, 3);
    await call('POST', `/aggregator/v1/payments/${next.json.clientRef}/settle`, { key: null });
    await waitFor(
      () => (callbacksFor(next.json.clientRef).length === 3 ? true : undefined),
      'three tries',
    );
    const failed = await settledLog(next.json.clientRef);
    expect(failed[0]).toMatchObject({ delivery: 'failed', lastResponseStatus: 500 });
    expect(failed[0].attempts).toHaveLength(3);
  });

  it('retries on a network error, asking for the callback URL at each try', async () => {
    const pending = await recharge('9000311111');
    const working = callbackUrl;
    callbackUrl = 'http://127.0.0.1:1/unreachable';
    try {
      await call('POST', `/aggregator/v1/payments/${pending.json.clientRef}/settle`, {
        key: null,
      });
      await sleep(20);
    } finally {
      callbackUrl = working;
    }
    const callback = await waitFor(() => callbacksFor(pending.json.clientRef)[0], 'the retry');
    expect(callback.body.status).toBe('SUCCESS');
    const log = await settledLog(pending.json.clientRef);
    expect(log[0].delivery).toBe('delivered');
    expect(log[0].attempts[0]).toMatchObject({ responseStatus: null, error: expect.any(String) });
    expect(log[0].url).toBe(working);
  });

  it('redelivers a callback: same eventId, same body, same signature', async () => {
    const pending = await recharge('9000411111');
    const { clientRef } = pending.json;
    await call('POST', `/aggregator/v1/payments/${clientRef}/settle`, { key: null });
    const first = await waitFor(() => callbacksFor(clientRef)[0], 'the callback');

    const res = await call('POST', `/aggregator/callbacks/${first.body.eventId}/redeliver`, {
      key: null,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ eventId: first.body.eventId, delivery: 'delivered' });
    expect(res.json.attempts).toHaveLength(2);
    const sent = callbacksFor(clientRef);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.raw).toBe(first.raw);
    expect(sent[1]!.headers['x-aggregator-signature']).toBe(
      first.headers['x-aggregator-signature'],
    );

    const all = await call('GET', '/aggregator/callbacks', { key: null });
    expect(all.json[0].eventId).toBe(first.body.eventId);

    const unknown = await call('POST', '/aggregator/callbacks/EVTNOPE/redeliver', { key: null });
    expect(unknown.status).toBe(404);
  });
});

describe('a payment that never answers (2222)', () => {
  it('holds the request open, yet the payment succeeded: the status call says so', async () => {
    const clientRef = newRef();
    const body = {
      clientRef,
      category: 'fastag',
      operator: 'SBIFT',
      number: 'MH12AB2222',
      amountPaise: 50000,
    };
    const started = Date.now();
    await expect(
      call('POST', '/aggregator/v1/payments', { body, timeoutMs: 300 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const status = await call('GET', `/aggregator/v1/payments/${clientRef}`);
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({
      clientRef,
      status: 'SUCCESS',
      operatorRef: expect.any(String),
      message: 'Recharge successful.',
    });
    // The same clientRef again answers at once with that state: a retry never pays twice.
    const retry = await call('POST', '/aggregator/v1/payments', { body });
    expect(retry.json).toEqual(status.json);
    expect(
      (await call('GET', '/aggregator/payments?number=MH12AB2222', { key: null })).json,
    ).toHaveLength(1);
    // No callback for it.
    await sleep(100);
    expect(callbacksFor(clientRef)).toHaveLength(0);
  });

  it('closes the connection after hangMs without a response', async () => {
    const payload = JSON.stringify({
      clientRef: newRef(),
      category: 'mobile',
      operator: 'BSNL',
      number: '9444422222',
      amountPaise: 10700,
    });
    const started = Date.now();
    const outcome = await new Promise<{ response: boolean; error?: string }>((resolve) => {
      const request = http.request(`${sandboxUrl}/aggregator/v1/payments`, {
        method: 'POST',
        headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      });
      request.on('response', () => resolve({ response: true }));
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ response: false, error: error.code ?? error.message }),
      );
      request.end(payload);
    });
    expect(outcome).toEqual({ response: false, error: 'ECONNRESET' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_MS - 50);
  });
});

describe('configuration', () => {
  it('defaults to the documented test key, secret, timings and the API’s recharge webhook', () => {
    expect(loadSandboxConfig({})).toMatchObject({
      aggregatorApiKey: 'kosh_sandbox_aggregator_key',
      aggregatorCallbackSecret: 'kosh_sandbox_callback_secret',
      rechargeCallbackUrl: 'http://127.0.0.1:3000/api/v1/webhooks/recharge',
      aggregatorPendingMs: 20_000,
      aggregatorHangMs: 120_000,
    });
    expect(AGGREGATOR_TEST_DEFAULTS).toMatchObject({
      apiKey: 'kosh_sandbox_aggregator_key',
      callbackSecret: 'kosh_sandbox_callback_secret',
      pendingMs: 20_000,
      hangMs: 120_000,
      callbackRetryDelaysMs: [1000, 3000],
    });
    expect(loadSandboxConfig({ PORT: '3100', AGGREGATOR_API_KEY: ' ' })).toMatchObject({
      rechargeCallbackUrl: 'http://127.0.0.1:3100/api/v1/webhooks/recharge',
      aggregatorApiKey: 'kosh_sandbox_aggregator_key',
    });
    expect(
      loadSandboxConfig({
        AGGREGATOR_API_KEY: 'k',
        AGGREGATOR_CALLBACK_SECRET: 's',
        RECHARGE_CALLBACK_URL: 'http://api.local/recharge',
        AGGREGATOR_PENDING_MS: '500',
        AGGREGATOR_HANG_MS: '0',
      }),
    ).toMatchObject({
      aggregatorApiKey: 'k',
      aggregatorCallbackSecret: 's',
      rechargeCallbackUrl: 'http://api.local/recharge',
      aggregatorPendingMs: 500,
      aggregatorHangMs: 0,
    });
    expect(() => loadSandboxConfig({ RECHARGE_CALLBACK_URL: 'nope' })).toThrow(
      /RECHARGE_CALLBACK_URL/,
    );
    expect(() => loadSandboxConfig({ AGGREGATOR_PENDING_MS: '2s' })).toThrow(
      /AGGREGATOR_PENDING_MS/,
    );
  });

  it('takes the default key when none is given, and lists the aggregator at /', async () => {
    const app = await buildSandbox({ smsApiKey: 'k' });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/aggregator/v1/circles',
        headers: { 'x-api-key': 'kosh_sandbox_aggregator_key' },
      });
      expect(res.statusCode).toBe(200);
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.json().providers.aggregator.api).toContain('/aggregator/v1/payments');
    } finally {
      await app.close();
    }
  });

  it('closes at once with a payment pending and a request held open', async () => {
    const app = await buildSandbox({
      smsApiKey: 'k',
      aggregatorApiKey: API_KEY,
      rechargeCallbackUrl: () => callbackUrl,
      aggregatorPendingMs: 60_000,
      aggregatorHangMs: 60_000,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const pay = (number: string, clientRef: string) =>
      fetch(`${url}/aggregator/v1/payments`, {
        method: 'POST',
        headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientRef,
          category: 'mobile',
          operator: 'JIO',
          number,
          amountPaise: 100,
        }),
      });
    const pendingRef = newRef();
    expect(await (await pay('9876511111', pendingRef)).json()).toMatchObject({
      status: 'PENDING',
    });
    const held = pay('9876522222', newRef()).then(
      () => 'answered',
      () => 'dropped',
    );
    await sleep(100);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await held).toBe('dropped');
    expect(callbacksFor(pendingRef)).toHaveLength(0);
  });
});

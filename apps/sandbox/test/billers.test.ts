import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../src/aggregator/aggregator.catalogue';
import { LATE_FEE_PAISE } from '../src/aggregator/billers/biller.bills';
import { seedCatalogue } from '../src/aggregator/billers/biller.catalogue';
import { EXACTNESS_KINDS, FETCH_REQUIREMENTS } from '../src/aggregator/billers/biller.types';
import { aggregatorCaller, aggregatorSandbox } from './aggregator-client';

const API_KEY = 'billers_spec_key';
const PENDING_MS = 300;
const HANG_MS = 600;

const sandbox = aggregatorSandbox({ apiKey: API_KEY, pendingMs: PENDING_MS, hangMs: HANG_MS });

const call = aggregatorCaller(sandbox.url, API_KEY);

const fetchBill = (billerId: string, params: Record<string, unknown>) =>
  call('POST', '/aggregator/v1/bills/fetch', { body: { billerId, params } });
const validate = (billerId: string, params: Record<string, unknown>) =>
  call('POST', '/aggregator/v1/bills/validate', { body: { billerId, params } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the seeded catalogue', () => {
  const { categories, billers } = seedCatalogue();

  it('has at least 20 categories, each with 3–8 billers (electricity: the spec’s 12 boards)', () => {
    expect(categories.length).toBeGreaterThanOrEqual(20);
    for (const category of categories) {
      const count = billers.filter((b) => b.category === category.code).length;
      if (category.code === 'ELECTRICITY') expect(count).toBe(12);
      else expect(count, category.code).toBeGreaterThanOrEqual(3);
      if (category.code !== 'ELECTRICITY') expect(count, category.code).toBeLessThanOrEqual(8);
      expect(category.nameHi).not.toBe('');
    }
  });

  it('represents every flow and every exactness kind', () => {
    for (const flow of FETCH_REQUIREMENTS) {
      expect(
        billers.some((b) => b.fetchRequirement === flow),
        flow,
      ).toBe(true);
    }
    for (const kind of EXACTNESS_KINDS) {
      expect(
        billers.some((b) => b.exactness === kind),
        kind,
      ).toBe(true);
    }
  });

  it('keeps the spec’s electricity, gas and postpaid operators as billers with their codes', () => {
    const kinds = new Set(['electricity', 'gas', 'postpaid']);
    for (const operator of OPERATORS.filter((o) => kinds.has(o.category))) {
      expect(billers.find((b) => b.id === operator.code)?.name, operator.code).toBe(operator.name);
    }
  });

  it('gives every biller unique ids, sane limits, and parameters whose regexes fit them', () => {
    expect(new Set(billers.map((b) => b.id)).size).toBe(billers.length);
    for (const b of billers) {
      expect(b.minAmountPaise).toBeGreaterThan(0);
      expect(b.maxAmountPaise).toBeGreaterThanOrEqual(b.minAmountPaise);
      expect(b.paymentChannels.length).toBeGreaterThan(0);
      expect(b.params[0]!.optional, b.id).toBe(false);
      for (const p of b.params) {
        expect(() => new RegExp(p.regex)).not.toThrow();
        expect(p.minLength).toBeLessThanOrEqual(p.maxLength);
      }
    }
  });
});

describe('GET /aggregator/v1/billers…', () => {
  it('wants the API key', async () => {
    const { status, json } = await call('GET', '/aggregator/v1/billers/categories', { key: null });
    expect(status).toBe(401);
    expect(json.error.code).toBe('UNAUTHORIZED');
  });

  it('lists the categories with their biller counts and the catalogue version', async () => {
    const { status, json } = await call('GET', '/aggregator/v1/billers/categories');
    expect(status).toBe(200);
    expect(json.version).toBe(1);
    expect(json.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const water = json.categories.find((c: { code: string }) => c.code === 'WATER');
    expect(water).toEqual({ code: 'WATER', name: 'Water', nameHi: 'पानी', billerCount: 5 });
  });

  it('pages through every biller, with the total', async () => {
    const first = await call('GET', '/aggregator/v1/billers?pageSize=50');
    expect(first.status).toBe(200);
    expect(first.json.page).toBe(1);
    expect(first.json.billers).toHaveLength(50);
    const total = first.json.total as number;
    const ids = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 50); page += 1) {
      const { json } = await call('GET', `/aggregator/v1/billers?pageSize=50&page=${page}`);
      for (const b of json.billers) ids.add(b.id);
    }
    expect(ids.size).toBe(total);
    const beyond = await call('GET', `/aggregator/v1/billers?page=${Math.ceil(total / 20) + 1}`);
    expect(beyond.json).toMatchObject({ billers: [], total });
  });

  it('filters by category and searches names, ids and coverage', async () => {
    const card = await call('GET', '/aggregator/v1/billers?category=CREDIT_CARD');
    expect(card.json.total).toBe(6);
    expect(card.json.billers.every((b: { category: string }) => b.category === 'CREDIT_CARD')).toBe(
      true,
    );
    const search = await call('GET', '/aggregator/v1/billers?q=jal%20board');
    expect(search.json.billers.map((b: { id: string }) => b.id)).toEqual(['DJB']);
    const both = await call('GET', '/aggregator/v1/billers?category=ELECTRICITY&q=delhi');
    // Delhi's three boards, by their coverage.
    expect(both.json.billers.map((b: { id: string }) => b.id)).toEqual([
      'BSESRAJ',
      'BSESYAM',
      'TPDDL',
    ]);
    const since = await call('GET', '/aggregator/v1/billers?updatedSince=2030-01-01');
    expect(since.json.total).toBe(0);
  });

  it('refuses malformed query parameters, naming them', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=101', 'pageSize'],
      ['category=NOPE', 'category'],
      ['updatedSince=yesterday', 'updatedSince'],
    ]) {
      const { status, json } = await call('GET', `/aggregator/v1/billers?${query}`);
      expect(status, query).toBe(400);
      expect(json.error).toMatchObject({ code: 'BAD_REQUEST', field });
    }
  });

  it('answers one biller, or 404 for an unknown one', async () => {
    const { status, json } = await call('GET', '/aggregator/v1/billers/LICINDIA');
    expect(status).toBe(200);
    expect(json.biller).toMatchObject({
      id: 'LICINDIA',
      category: 'INSURANCE',
      fetchRequirement: 'MANDATORY',
      exactness: 'EXACT',
    });
    expect(json.biller.params.map((p: { label: string }) => p.label)).toEqual([
      'Policy Number',
      'Date of Birth (YYYY-MM-DD)',
    ]);
    const unknown = await call('GET', '/aggregator/v1/billers/NOSUCHBILLER');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('UNKNOWN_BILLER');
  });
});

describe('POST /aggregator/v1/bills/fetch with a billerId', () => {
  it('answers a deterministic bill within the biller’s limits, with a fetchId and extra fields', async () => {
    const first = await fetchBill('DJB', { consumerNumber: '1234567890' });
    expect(first.status).toBe(200);
    expect(first.json.fetchId).toMatch(/^FET[A-Z0-9]{14}$/);
    const { bill } = first.json;
    expect(bill).toMatchObject({ billerId: 'DJB', params: { consumerNumber: '1234567890' } });
    expect(bill.customerName).toMatch(/^\w+ \w+$/);
    expect(bill.amountPaise).toBeGreaterThanOrEqual(100);
    expect(bill.dueDate > bill.billDate).toBe(true);
    expect(bill.extraFields.map((f: { name: string }) => f.name)).toEqual([
      'Bill Period',
      'Meter Reading',
    ]);
    const again = await fetchBill('DJB', { consumerNumber: '1234567890' });
    expect(again.json.bill).toEqual(bill);
    expect(again.json.fetchId).not.toBe(first.json.fetchId);
  });

  it('still answers the operator bill fetch without a billerId', async () => {
    const { status, json } = await call('POST', '/aggregator/v1/bills/fetch', {
      body: { operator: 'BESCOM', serviceNumber: '1234567890' },
    });
    expect(status).toBe(200);
    expect(json.bill.operator).toBe('BESCOM');
  });

  it('takes an insurer’s two parameters and a card’s last digits and mobile', async () => {
    const policy = await fetchBill('LICINDIA', {
      policyNumber: '123456789',
      dateOfBirth: '1985-04-12',
    });
    expect(policy.status).toBe(200);
    const card = await fetchBill('HDFCCC', { cardLast4: '4321', registeredMobile: '9876543210' });
    expect(card.status).toBe(200);
    expect(card.json.bill.extraFields[0].name).toBe('Minimum Amount Due');
  });

  it('refuses billers whose flow is not fetch → pay', async () => {
    const dth = await fetchBill('TATAPLAY', { subscriberId: '1234567890' });
    expect(dth.status).toBe(400);
    expect(dth.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'billerId' });
    const donation = await fetchBill('CRYINDIA', { donorMobile: '9876543210' });
    expect(donation.status).toBe(400);
  });

  it('checks the params against the biller’s own rules, naming the param', async () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['DJB', {}, 400, 'params.consumerNumber'],
      ['DJB', { consumerNumber: '12345' }, 400, 'params.consumerNumber'],
      ['DJB', { consumerNumber: '12345ABCDE' }, 400, 'params.consumerNumber'],
      ['DJB', { consumerNumber: 1234567890 }, 400, 'params.consumerNumber'],
      ['DJB', { consumerNumber: '1234567890', extra: '1' }, 400, 'params.extra'],
      ['LICINDIA', { policyNumber: '123456789' }, 400, 'params.dateOfBirth'],
      [
        'HDFCCC',
        { cardLast4: '4321', registeredMobile: '5876543210' },
        400,
        'params.registeredMobile',
      ],
      ['NOSUCH', { consumerNumber: '1234567890' }, 404, 'billerId'],
    ];
    for (const [billerId, params, status, field] of cases) {
      const answer = await fetchBill(billerId, params);
      expect(answer.status, JSON.stringify(params)).toBe(status);
      expect(answer.json.error.field).toBe(field);
    }
    const noParams = await call('POST', '/aggregator/v1/bills/fetch', {
      body: { billerId: 'DJB' },
    });
    expect(noParams.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'params' });
    // An optional parameter may be left out.
    expect((await fetchBill('MSEDCL', { consumerNumber: '123456789012' })).status).toBe(200);
  });

  it('fails for 0000, has no bill for 9999', async () => {
    const failed = await fetchBill('DJB', { consumerNumber: '1234560000' });
    expect(failed.status).toBe(422);
    expect(failed.json.error).toMatchObject({
      code: 'BILLER_REJECTED',
      field: 'params.consumerNumber',
    });
    const none = await fetchBill('DJB', { consumerNumber: '1234569999' });
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('BILL_NOT_FOUND');
  });

  it('is pending for 1111 until the pending time has passed, then answers the bill', async () => {
    const pending = await fetchBill('BWSSB', { consumerNumber: 'RR1111' });
    expect(pending.status).toBe(202);
    expect(pending.json.status).toBe('PENDING');
    await sleep(PENDING_MS + 50);
    const answered = await fetchBill('BWSSB', { consumerNumber: 'RR1111' });
    expect(answered.status).toBe(200);
    expect(answered.json.fetchId).toBeDefined();
  });

  it('never answers for 2222: the connection is closed', async () => {
    const started = Date.now();
    await expect(fetchBill('DJB', { consumerNumber: '1234562222' })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_MS - 100);
  });

  it('grows a 4444 bill by a late fee after its first fetch: the amounts no longer match', async () => {
    const first = await fetchBill('BAJAJFIN', { loanAccountNumber: 'LN12344444' });
    const second = await fetchBill('BAJAJFIN', { loanAccountNumber: 'LN12344444' });
    expect(first.status).toBe(200);
    expect(second.json.bill.amountPaise - first.json.bill.amountPaise).toBe(LATE_FEE_PAISE);
    expect(second.json.bill.billNumber).toBe(first.json.bill.billNumber);
  });
});

describe('POST /aggregator/v1/bills/validate', () => {
  it('answers the customer’s name for a validate → pay biller', async () => {
    const { status, json } = await validate('ICICIFT', { vehicleNumber: 'MH12AB1234' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ valid: true, billerId: 'ICICIFT' });
    expect(json.customerName).toMatch(/^\w+ \w+$/);
  });

  it('answers valid: false for 0000, pending for 1111, nothing for 2222', async () => {
    const invalid = await validate('TATAPLAY', { subscriberId: '1234560000' });
    expect(invalid.status).toBe(200);
    expect(invalid.json.valid).toBe(false);
    const pending = await validate('TATAPLAY', { subscriberId: '1234561111' });
    expect(pending.status).toBe(202);
    await expect(validate('TATAPLAY', { subscriberId: '1234562222' })).rejects.toThrow();
  });

  it('refuses a fetch → pay biller, and bad params', async () => {
    expect((await validate('DJB', { consumerNumber: '1234567890' })).status).toBe(400);
    const bad = await validate('ICICIFT', { vehicleNumber: 'not a car' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('params.vehicleNumber');
  });
});

describe('adding to the catalogue at run time', () => {
  const biller = {
    id: 'KOSHTEMPLE',
    name: 'Kosh Test Temple Trust',
    category: 'TEMPLE',
    params: [
      {
        name: 'devoteeId',
        label: 'Devotee ID',
        dataType: 'NUMERIC',
        regex: '^[0-9]{6,10}$',
        minLength: 6,
        maxLength: 10,
      },
    ],
    fetchRequirement: 'MANDATORY',
    exactness: 'EXACT',
    minAmountPaise: 100,
    maxAmountPaise: 1_000_000,
    extraFields: ['Seva'],
  };

  it('refuses malformed categories and billers, and ones that already exist', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/aggregator/billers/categories', { code: 'lower', name: 'x', nameHi: 'x' }, 400, 'code'],
      ['/aggregator/billers/categories', { code: 'WATER', name: 'x', nameHi: 'x' }, 409, 'code'],
      ['/aggregator/billers/categories', { code: 'NEWCAT', name: 'x' }, 400, 'nameHi'],
      ['/aggregator/billers', { ...biller, category: 'NOPE' }, 400, 'category'],
      ['/aggregator/billers', { ...biller, category: 'WATER', id: 'DJB' }, 409, 'id'],
      [
        '/aggregator/billers',
        { ...biller, category: 'WATER', exactness: 'SOME' },
        400,
        'exactness',
      ],
      ['/aggregator/billers', { ...biller, category: 'WATER', params: [] }, 400, 'params'],
      [
        '/aggregator/billers',
        { ...biller, category: 'WATER', params: [{ ...biller.params[0], regex: '(' }] },
        400,
        'params[0].regex',
      ],
      [
        '/aggregator/billers',
        { ...biller, category: 'WATER', minAmountPaise: 500, maxAmountPaise: 100 },
        400,
        'maxAmountPaise',
      ],
    ];
    for (const [path, body, status, field] of cases) {
      const answer = await call('POST', path, { body, key: null });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.error.field).toBe(field);
    }
    const { json } = await call('GET', '/aggregator/v1/billers/categories');
    expect(json.version).toBe(1);
  });

  it('adds a category and a biller that then appear, with a newer version, and fetch a bill', async () => {
    const before = await call('GET', '/aggregator/v1/billers/categories');
    const category = await call('POST', '/aggregator/billers/categories', {
      body: { code: 'TEMPLE', name: 'Temple Donations', nameHi: 'मंदिर दान' },
      key: null,
    });
    expect(category.status).toBe(201);
    const added = await call('POST', '/aggregator/billers', { body: biller, key: null });
    expect(added.status).toBe(201);
    expect(added.json.biller).toMatchObject({ id: 'KOSHTEMPLE', coverage: 'All India' });
    expect(added.json.biller.params[0].optional).toBe(false);
    expect(added.json.version).toBe(before.json.version + 2);
    expect(added.json.updatedAt > before.json.updatedAt).toBe(true);

    const after = await call('GET', '/aggregator/v1/billers/categories');
    expect(after.json.version).toBe(added.json.version);
    expect(after.json.categories.at(-1)).toEqual({
      code: 'TEMPLE',
      name: 'Temple Donations',
      nameHi: 'मंदिर दान',
      billerCount: 1,
    });
    const changed = await call(
      'GET',
      `/aggregator/v1/billers?updatedSince=${encodeURIComponent(before.json.updatedAt)}`,
    );
    expect(changed.json.billers.map((b: { id: string }) => b.id)).toEqual(['KOSHTEMPLE']);
    const bill = await fetchBill('KOSHTEMPLE', { devoteeId: '123456' });
    expect(bill.status).toBe(200);
    expect(bill.json.bill.extraFields[0].name).toBe('Seva');
  });
});

import type { CatalogueBiller } from '@kosh/contract/billers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillersRepository } from '../../src/modules/billers/billers.repository';
import { createSyncCatalogueService } from '../../src/modules/billers/sync-catalogue.service';
import type { BbpsBillers } from '../../src/providers/recharge/bbps.port';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signInAdmin, signUp } from '../helpers/accounts';
import { withRefsResolved } from '../helpers/openapi-refs';

/**
 * The biller catalogue: synced from the aggregator (the sandbox) into Kosh's tables, kept when
 * dropped, and the back office's settings on it, which a sync never overwrites.
 */
describe('biller catalogue', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await signInAdmin(ctx)).token;
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = admin) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const patch = (url: string, payload: Record<string, unknown>, token = admin) =>
    ctx.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
  /** The sandbox's tester routes: what an aggregator adds to its catalogue. */
  const addToAggregator = async (path: string, body: unknown) => {
    const response = await fetch(`${ctx.sandboxUrl}/aggregator/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };

  it('brings every category and biller in, then does nothing while the version stands', async () => {
    const first = await ctx.services.catalogueSync.run();
    expect(first).toMatchObject({ unchanged: false, dropped: 0, rejected: 0 });
    expect(first.changed).toBeGreaterThan(100);

    const answer = (await get('/api/admin/billers/categories')).json();
    expect(answer.sync).toMatchObject({ version: first.version, categories: 22 });
    expect(answer.sync.billers).toBe(first.changed);
    expect(answer.data).toHaveLength(22);
    const water = answer.data.find((c: { id: string }) => c.id === 'WATER');
    expect(water).toEqual({
      id: 'WATER',
      name: 'Water',
      nameHi: 'पानी',
      billerCount: 5,
      active: true,
      enabled: true,
      displayOrder: 0,
      icon: null,
    });
    for (const category of answer.data) expect(category.nameHi).toMatch(/[\u0900-\u097F]/);

    expect(await ctx.services.catalogueSync.run()).toMatchObject({ unchanged: true, changed: 0 });
  });

  it('lists billers by category and search, with their parameters and rules', async () => {
    const water = (await get('/api/admin/billers?category=WATER')).json();
    expect(water.total).toBe(5);
    expect(water.data.every((b: { categoryId: string }) => b.categoryId === 'WATER')).toBe(true);
    const djb = water.data.find((b: { id: string }) => b.id === 'DJB');
    expect(djb).toMatchObject({ fetchRequirement: 'MANDATORY', active: true, enabled: true });
    expect(djb.params[0]).toMatchObject({ dataType: expect.any(String), optional: false });

    const search = (await get('/api/admin/billers?q=hdfc')).json();
    expect(search.data.length).toBeGreaterThan(0);
    for (const b of search.data) expect(`${b.name} ${b.id}`.toLowerCase()).toContain('hdfc');
    // A search with LIKE's own characters matches them literally.
    expect((await get('/api/admin/billers?q=%25')).json().total).toBe(0);
    const page2 = (await get('/api/admin/billers?page=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 25 });
    expect(page2.data).toHaveLength(25);
    expect((await get('/api/admin/billers?page=0')).statusCode).toBe(400);
  });

  it('shows customers and partners what they may pay, with no login', async () => {
    const open = (url: string) => ctx.app.inject({ method: 'GET', url });
    const categories = (await open('/api/v1/bills/categories')).json();
    expect(categories.data).toHaveLength(22);
    expect(categories.data.find((c: { id: string }) => c.id === 'WATER')).toEqual({
      id: 'WATER',
      name: 'Water',
      nameHi: 'पानी',
      billerCount: 5,
      icon: null,
    });
    const water = (await open('/api/v1/bills/billers?category=WATER')).json();
    expect(water).toMatchObject({ result: true, total: 5, page: 1, pageSize: 25 });
    const djb = (await open('/api/v1/bills/billers/DJB')).json().data;
    expect(djb).toEqual(water.data.find((b: { id: string }) => b.id === 'DJB'));
    expect(djb).toMatchObject({ categoryId: 'WATER', fetchRequirement: 'MANDATORY' });
    expect(djb.minAmount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(djb.minAmount) * 100).toBe(djb.minAmountPaise);
    expect(djb.params.length).toBeGreaterThan(0);

    // Switched off in the back office: gone for customers, biller and category alike.
    await patch('/api/admin/billers/DJB', { enabled: false });
    expect((await open('/api/v1/bills/billers/DJB')).statusCode).toBe(404);
    expect((await open('/api/v1/bills/billers?category=WATER')).json().total).toBe(4);
    await patch('/api/admin/billers/categories/WATER', { enabled: false });
    const without = (await open('/api/v1/bills/categories')).json().data;
    expect(without.map((c: { id: string }) => c.id)).not.toContain('WATER');
    expect((await open('/api/v1/bills/billers?category=WATER')).json().total).toBe(0);
    expect((await open('/api/v1/bills/billers/DJ_B')).json().code).toBe('BILLER_NOT_FOUND');
    // An id that cannot be one is refused with the same words.
    const malformed = await open('/api/v1/bills/billers/a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BILLER_NOT_FOUND');
    await patch('/api/admin/billers/categories/WATER', { enabled: true });
    await patch('/api/admin/billers/DJB', { enabled: true });
    expect((await open('/api/v1/bills/billers/DJB')).statusCode).toBe(200);
  });

  it('keeps the back office’s settings through a sync, and refuses what is not its to change', async () => {
    const saved = await patch('/api/admin/billers/categories/WATER', {
      enabled: false,
      displayOrder: 3,
      icon: 'droplet',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ enabled: false, displayOrder: 3, icon: 'droplet' });
    const biller = await patch('/api/admin/billers/DJB', { enabled: false });
    expect(biller.json().data).toMatchObject({ id: 'DJB', enabled: false });

    await ctx.services.catalogueSync.run({ force: true });
    const water = (await get('/api/admin/billers/categories'))
      .json()
      .data.find((c: { id: string }) => c.id === 'WATER');
    expect(water).toMatchObject({ enabled: false, displayOrder: 3, icon: 'droplet' });
    const djb = (await get('/api/admin/billers?q=DJB')).json().data[0];
    expect(djb).toMatchObject({ enabled: false, active: true });

    for (const [url, body, code] of [
      ['/api/admin/billers/DJB', { name: 'Renamed' }, 'VALIDATION_FAILED'],
      ['/api/admin/billers/DJB', { enabled: undefined }, 'VALIDATION_FAILED'],
      ['/api/admin/billers/DJB', { icon: 'Not An Icon' }, 'BILLER_ICON_INVALID'],
      ['/api/admin/billers/DJB', { displayOrder: -1 }, 'SORT_ORDER_MIN'],
    ] as const) {
      const refused = await patch(url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      if (code !== 'VALIDATION_FAILED') expect(refused.json().code).toBe(code);
    }
    expect((await patch('/api/admin/billers/NOPE', { enabled: true })).statusCode).toBe(404);
    expect((await patch('/api/admin/billers/categories/NOPE', { enabled: true })).statusCode).toBe(
      404,
    );
  });

  it('is the back office’s alone', async () => {
    const customer = await signUp(ctx);
    for (const url of ['/api/admin/billers/categories', '/api/admin/billers']) {
      expect((await get(url, customer.token)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const sync = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/billers/sync',
      headers: bearer(customer.token),
    });
    expect(sync.statusCode).toBe(403);
  });

  it('brings in a category and biller the aggregator adds, on demand from the back office', async () => {
    await addToAggregator('billers/categories', {
      code: 'TEMPLE',
      name: 'Temple Donations',
      nameHi: 'मंदिर दान',
    });
    await addToAggregator('billers', {
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
      fetchRequirement: 'NOT_SUPPORTED',
      exactness: 'ANY',
      minAmountPaise: 100,
      maxAmountPaise: 1_000_000,
      extraFields: [],
    });
    const synced = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/billers/sync',
      headers: bearer(admin),
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().data).toMatchObject({ categories: 23, changed: 1, dropped: 0 });
    const temple = (await get('/api/admin/billers?category=TEMPLE')).json().data;
    expect(temple).toEqual([
      expect.objectContaining({ id: 'KOSHTEMPLE', fetchRequirement: 'NOT_SUPPORTED' }),
    ]);
  });

  it('keeps a biller the aggregator drops, inactive, and never empties on an empty answer', async () => {
    // The aggregator as it is, less one biller: then answering nothing at all.
    let published: CatalogueBiller[] = [];
    const categories = (await get('/api/admin/billers/categories'))
      .json()
      .data.map((c: { id: string; name: string; nameHi: string }) => ({
        code: c.id,
        name: c.name,
        nameHi: c.nameHi,
      }));
    const fake: BbpsBillers = {
      categories: async () => ({ categories, version: 999, updatedAt: new Date().toISOString() }),
      billers: async (page, pageSize) => ({
        billers: published.slice((page - 1) * pageSize, page * pageSize),
        total: published.length,
        rejected: [],
      }),
    };
    const sync = createSyncCatalogueService({
      db: ctx.database.db,
      repo: createBillersRepository(),
      source: fake,
      clock: () => new Date(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });

    const all: CatalogueBiller[] = [];
    for (let page = 1; ; page += 1) {
      const { billers, total } = await fetch(
        `${ctx.sandboxUrl}/aggregator/v1/billers?pageSize=100&page=${page}`,
        { headers: { 'x-api-key': ctx.config.aggregator.apiKey } },
      ).then((r) => r.json() as Promise<{ billers: CatalogueBiller[]; total: number }>);
      all.push(...billers);
      if (page * 100 >= total) break;
    }
    published = all.filter((b) => b.id !== 'DJB');
    expect(await sync.run()).toMatchObject({ dropped: 1 });
    const djb = (await get('/api/admin/billers?q=DJB')).json().data[0];
    expect(djb).toMatchObject({ id: 'DJB', active: false, name: expect.any(String) });
    const water = (await get('/api/admin/billers/categories'))
      .json()
      .data.find((c: { id: string }) => c.id === 'WATER');
    expect(water.billerCount).toBe(4);

    published = [];
    await expect(sync.run({ force: true })).rejects.toThrow(/empty biller catalogue/);
    expect((await get('/api/admin/billers?q=DJB')).json().data[0].active).toBe(false);
    expect((await get('/api/admin/billers/categories')).json().sync.billers).toBe(all.length - 1);

    // Published again, it is active again.
    published = all;
    await sync.run({ force: true });
    expect((await get('/api/admin/billers?q=DJB')).json().data[0].active).toBe(true);
  });

  it('documents the partner calls under /api/v1/bills in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: unknown }> };
    };
    const paths = withRefsResolved(res.json() as { paths: unknown }).paths as Record<
      string,
      Record<string, Operation>
    >;
    const operation = (path: string, method: string) => paths[`/api/v1/bills/${path}`]?.[method];
    const methods = (path: string) => Object.keys(paths[`/api/v1/bills/${path}`] ?? {});
    for (const path of ['categories', 'billers', 'billers/{id}', 'payments/{id}']) {
      expect(methods(path), path).toEqual(['get']);
    }
    for (const path of ['fetch', 'validate', 'pay']) {
      expect(methods(path), path).toEqual(['post']);
      const body = JSON.stringify(
        operation(path, 'post')?.requestBody?.content['application/json']?.schema,
      );
      expect(body, path).toContain('billerId');
      expect(body, path).toContain('params');
    }
    const named = (op: Operation | undefined, where: string) =>
      (op?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name.toLowerCase());
    expect(named(operation('billers', 'get'), 'query')).toEqual(
      expect.arrayContaining(['category', 'q', 'page']),
    );
    expect(named(operation('pay', 'post'), 'header')).toContain('idempotency-key');
    expect(named(operation('payments/{id}', 'get'), 'path')).toEqual(['id']);
  });
});

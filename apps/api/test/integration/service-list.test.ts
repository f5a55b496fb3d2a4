import { catalogue } from '@kosh/contract/messages/catalogue';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCompanies } from '../../src/db/schema';
import { SEED_COMPANIES } from '../../src/modules/catalogue/seed-companies';
import { createTestContext, type TestContext } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { storedFiles } from '../helpers/files';
import {
  bearer,
  multipart,
  signInAdmin,
  signUp,
  type FilePart,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';

/** docs/product-1.md §3 "Service company", §7 GET service/getList/{type}; the back office's catalogue. */

const SERVICES = '/api/admin/services';
const SPEC_FIELDS = [
  'Code',
  'CompanyName',
  'logo',
  'Service_No',
  'Option1',
  'Option2',
  'option1Placeholder',
  'option2Placeholder',
].sort();

/** The operator codes of the aggregator, per category, in the order the screens list them. */
const EXPECTED: Record<number, string[]> = {
  1: ['AIRTEL', 'JIO', 'VI', 'BSNL', 'MTNL'],
  2: ['TATAPLAY', 'AIRTELDTH', 'DISHTV', 'D2H', 'SUNDIRECT'],
  3: ['AIRTELPOST', 'JIOPOST', 'VIPOST', 'BSNLPOST'],
  5: [
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
  6: ['INDANE', 'HPGAS', 'BHARATGAS', 'IGL', 'MGL', 'ADANIGAS', 'GUJGAS'],
  10: ['ICICIFT', 'HDFCFT', 'SBIFT', 'AXISFT', 'KOTAKFT', 'IDFCFT', 'AIRTELFT'],
};

interface Company {
  Code: string;
  CompanyName: string;
  logo: string | null;
  Service_No: string;
  Option1: string | null;
  Option2: string | null;
  option1Placeholder: string | null;
  option2Placeholder: string | null;
}

interface AdminCompany {
  id: string;
  category: number;
  code: string;
  name: string;
  logo: string | null;
  serviceNoHint: string;
  option1: string | null;
  option1Placeholder: string | null;
  option2: string | null;
  option2Placeholder: string | null;
  sortOrder: number;
  active: boolean;
}

describe('service catalogue: GET service/getList/{type} and /api/admin/services', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    expect(await ctx.services.catalogue.seedIfFirstStart()).toBe(SEED_COMPANIES.length);
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const getList = (
    type: string | number,
    headers: Record<string, string> = bearer(customer.token),
  ) => ctx.app.inject({ method: 'GET', url: `/api/service/getList/${type}`, headers });

  async function list(type: number): Promise<Company[]> {
    const res = await getList(type);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Company[];
  }

  async function adminList(category?: number): Promise<AdminCompany[]> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: category === undefined ? SERVICES : `${SERVICES}?category=${category}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminCompany[];
  }

  async function byCode(code: string): Promise<AdminCompany> {
    const company = (await adminList()).find((c) => c.code === code);
    if (!company) throw new Error(`${code} is not in the catalogue`);
    return company;
  }

  const patch = (id: string, payload: object, token = admin.token) =>
    ctx.app.inject({ method: 'PATCH', url: `${SERVICES}/${id}`, headers: bearer(token), payload });

  const create = (payload: object, token = admin.token) =>
    ctx.app.inject({ method: 'POST', url: SERVICES, headers: bearer(token), payload });

  async function uploadLogo(id: string, file: FilePart | null, token = admin.token) {
    const body = await multipart(file ? { logo: file } : { note: 'no file' });
    return ctx.app.inject({
      method: 'PUT',
      url: `${SERVICES}/${id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  }

  const rows = async () =>
    (await ctx.database.db.select().from(serviceCompanies)).sort((a, b) =>
      a.code.localeCompare(b.code),
    );
  const logoFiles = () => storedFiles(ctx, 'public', 'logos');

  function expectField(
    res: { statusCode: number; json(): unknown },
    status: number,
    field: string,
  ) {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { result: boolean; errors?: { field: string }[] };
    expect(body.result).toBe(false);
    expect(body.errors).toContainEqual({
      field,
      code: expect.any(String),
      message: expect.any(String),
    });
  }

  describe('the customer list', () => {
    it.each(Object.entries(EXPECTED))(
      'category %s lists exactly its seeded companies, in order, with every field',
      async (type, codes) => {
        const res = await getList(type);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ result: true, tokenValid: true, message: expect.any(String) });
        const data = body.data as Company[];
        expect(data.map((c) => c.Code)).toEqual(codes);
        for (const company of data) {
          expect(Object.keys(company).sort()).toEqual(SPEC_FIELDS);
          const seed = SEED_COMPANIES.find((s) => s.code === company.Code)!;
          expect(company).toEqual({
            Code: seed.code,
            CompanyName: seed.name,
            logo: expect.stringMatching(/^\/files\/logos\/[0-9a-f-]{36}\.svg$/),
            Service_No: seed.serviceNoHint,
            Option1: seed.option1 ?? null,
            Option2: seed.option2 ?? null,
            option1Placeholder: seed.option1Placeholder ?? null,
            option2Placeholder: seed.option2Placeholder ?? null,
          });
          expect(company.Service_No.length).toBeGreaterThan(3);
        }
      },
    );

    it('names the extra fields only where the biller needs them', async () => {
      const electricity = await list(5);
      const msedcl = electricity.find((c) => c.Code === 'MSEDCL')!;
      expect(msedcl.Option1).toBe('Billing Unit');
      expect(msedcl.option1Placeholder).toMatch(/Billing Unit/);
      expect(electricity.find((c) => c.Code === 'TPDDL')!.Service_No).toBe('CA Number (11 digits)');
      expect((await list(10)).every((c) => c.Service_No.startsWith('Vehicle Number'))).toBe(true);
      expect((await list(1)).every((c) => c.Option1 === null && c.Option2 === null)).toBe(true);
    });

    it('serves each logo as a public SVG the browser can load', async () => {
      const [airtel] = await list(1);
      const res = await ctx.app.inject({ method: 'GET', url: airtel!.logo! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
      expect(await logoFiles()).toHaveLength(SEED_COMPANIES.length);
    });

    it.each(['4', '0', '7', '11', 'abc', '1.0', '%20'])(
      'refuses the unknown type %j with 400',
      async (type) => {
        const res = await getList(type);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          result: false,
          message: catalogue.UNKNOWN_SERVICE_TYPE,
          errors: [
            {
              field: 'type',
              code: 'UNKNOWN_SERVICE_TYPE',
              message: catalogue.UNKNOWN_SERVICE_TYPE,
            },
          ],
        });
      },
    );

    it('needs a live token: none, or a bad one, is 401 with tokenValid false', async () => {
      for (const headers of [{}, bearer('not-a-token')]) {
        const res = await getList(1, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ result: false, tokenValid: false });
      }
      // Auth comes before the path check: an unknown type without a token is a 401 too.
      expect((await getList(99, {})).statusCode).toBe(401);
    });

    it('is cache-friendly: private, with an ETag that answers 304 until the list changes', async () => {
      const first = await getList(2);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await getList(2, { ...bearer(customer.token), 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another category has another tag.
      expect((await getList(1)).headers.etag).not.toBe(etag);

      const d2h = await byCode('D2H');
      expect((await patch(d2h.id, { name: 'd2h (Videocon)' })).statusCode).toBe(200);
      const changed = await getList(2, { ...bearer(customer.token), 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect((changed.json().data as Company[]).map((c) => c.CompanyName)).toContain(
        'd2h (Videocon)',
      );
      expect((await patch(d2h.id, { name: 'd2h' })).statusCode).toBe(200);
    });
  });

  describe('the back office', () => {
    it('refuses customers (403) and callers without a token (401), changing nothing', async () => {
      const before = await rows();
      const bescom = before.find((r) => r.code === 'BESCOM')!;
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#0a0' },
      })
        .png()
        .toBuffer();
      for (const [token, status] of [
        [customer.token, 403],
        ['', 401],
      ] as const) {
        const headers = token ? bearer(token) : {};
        const calls = [
          await ctx.app.inject({ method: 'GET', url: SERVICES, headers }),
          await ctx.app.inject({
            method: 'POST',
            url: SERVICES,
            headers,
            payload: { category: 5, code: 'SNEAKY', name: 'Sneaky', serviceNoHint: 'Number' },
          }),
          await ctx.app.inject({
            method: 'PATCH',
            url: `${SERVICES}/${bescom.id}`,
            headers,
            payload: { active: false },
          }),
          await uploadLogo(bescom.id, { data: png, filename: 'x.png' }, token),
        ];
        for (const res of calls) expect(res.statusCode, res.body).toBe(status);
      }
      expect(await rows()).toEqual(before);
    });

    it('lists every company, or one category, with the fields it edits', async () => {
      const all = await adminList();
      expect(all).toHaveLength(SEED_COMPANIES.length);
      const gas = await adminList(6);
      expect(gas.map((c) => c.code)).toEqual(EXPECTED[6]);
      expect(gas.every((c) => c.category === 6 && c.active)).toBe(true);
      expect(gas.find((c) => c.code === 'MGL')).toMatchObject({
        option1: 'Bill Group Number',
        serviceNoHint: 'Registered mobile number (10 digits)',
      });
      const bad = await ctx.app.inject({
        method: 'GET',
        url: `${SERVICES}?category=4`,
        headers: bearer(admin.token),
      });
      expectField(bad, 400, 'category');
    });

    it('renames one company and deactivates another; the customer list follows', async () => {
      const tpddl = await byCode('TPDDL');
      const cesc = await byCode('CESC');
      const renamed = await patch(tpddl.id, {
        name: '  Tata Power-DDL  ',
        serviceNoHint: 'CA Number (11 digits, on your bill)',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toMatchObject({
        code: 'TPDDL',
        name: 'Tata Power-DDL',
        serviceNoHint: 'CA Number (11 digits, on your bill)',
      });
      const off = await patch(cesc.id, { active: false });
      expect(off.json().data.active).toBe(false);

      const electricity = await list(5);
      expect(electricity.map((c) => c.Code)).toEqual(EXPECTED[5]!.filter((c) => c !== 'CESC'));
      expect(electricity.find((c) => c.Code === 'TPDDL')).toMatchObject({
        CompanyName: 'Tata Power-DDL',
        Service_No: 'CA Number (11 digits, on your bill)',
      });
      // Still in the back office, inactive.
      expect((await byCode('CESC')).active).toBe(false);
      // A recharge or bill cannot name it any more.
      expect(await ctx.services.catalogue.findActiveCompany(5, 'CESC')).toBeNull();

      expect((await patch(cesc.id, { active: true })).statusCode).toBe(200);
      expect((await list(5)).map((c) => c.Code)).toEqual(EXPECTED[5]);
    });

    it('reorders by sort order and sets or clears the extra fields', async () => {
      const jvvnl = await byCode('JVVNL');
      expect((await patch(jvvnl.id, { sortOrder: 0 })).statusCode).toBe(200);
      // Level with BESCOM (0): the name decides.
      const [electricity0, ...rest] = EXPECTED[5]!;
      expect((await list(5)).map((c) => c.Code)).toEqual([
        electricity0,
        'JVVNL',
        ...rest.filter((c) => c !== 'JVVNL'),
      ]);
      const withOption = await patch(jvvnl.id, {
        option1: 'District',
        option1Placeholder: 'Your district',
      });
      expect(withOption.statusCode).toBe(200);
      expect((await list(5)).find((c) => c.Code === 'JVVNL')).toMatchObject({
        Option1: 'District',
        option1Placeholder: 'Your district',
        Option2: null,
      });
      // Empty text clears.
      const cleared = await patch(jvvnl.id, { option1: '', option1Placeholder: '' });
      expect(cleared.json().data).toMatchObject({ option1: null, option1Placeholder: null });
      expect((await patch(jvvnl.id, { sortOrder: jvvnl.sortOrder })).statusCode).toBe(200);
      expect((await list(5)).map((c) => c.Code)).toEqual(EXPECTED[5]);
    });

    it('refuses bad changes with the field and the reason, and changes nothing', async () => {
      const before = await rows();
      const bescom = before.find((r) => r.code === 'BESCOM')!;
      expectField(await patch(bescom.id, { code: 'BESCOM2' }), 400, 'code');
      expectField(await patch(bescom.id, { category: 6 }), 400, 'category');
      expectField(await patch(bescom.id, { name: 'B' }), 400, 'name');
      expectField(await patch(bescom.id, { name: 'x'.repeat(81) }), 400, 'name');
      expectField(await patch(bescom.id, { serviceNoHint: '' }), 400, 'serviceNoHint');
      expectField(await patch(bescom.id, { sortOrder: -1 }), 400, 'sortOrder');
      expectField(await patch(bescom.id, { sortOrder: 1.5 }), 400, 'sortOrder');
      expectField(await patch(bescom.id, { active: 'no' }), 400, 'active');
      expectField(
        await patch(bescom.id, { option1Placeholder: 'No label' }),
        400,
        'option1Placeholder',
      );
      expectField(await patch(bescom.id, { option2: 'Second only' }), 400, 'option2');
      const empty = await patch(bescom.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ result: false, code: 'BODY_NOT_OBJECT' });
      expect((await patch(randomUUID(), { name: 'Nobody' })).statusCode).toBe(404);
      expectField(await patch('not-an-id', { name: 'Nobody' }), 400, 'id');
      expect(await rows()).toEqual(before);
    });

    it('adds a company at the end of its category; its code is unique', async () => {
      const res = await create({
        category: '5',
        code: ' torrentpwr ',
        name: 'Torrent Power',
        serviceNoHint: 'Service Number',
        option1: 'City',
        option1Placeholder: 'Ahmedabad, Surat…',
      });
      expect(res.statusCode, res.body).toBe(200);
      const added = res.json().data as AdminCompany;
      expect(added).toMatchObject({
        category: 5,
        code: 'TORRENTPWR',
        active: true,
        logo: null,
        option2: null,
      });
      const electricity = await list(5);
      expect(electricity.at(-1)).toMatchObject({ Code: 'TORRENTPWR', logo: null, Option1: 'City' });
      expect(await ctx.services.catalogue.findActiveCompany(5, 'torrentpwr')).toMatchObject({
        code: 'TORRENTPWR',
        name: 'Torrent Power',
      });

      const before = await rows();
      const duplicate = await create({
        category: 6,
        code: 'TORRENTPWR',
        name: 'Again',
        serviceNoHint: 'Number',
      });
      expectField(duplicate, 409, 'code');
      expectField(
        await create({ category: 4, code: 'NEWCO', name: 'New Co', serviceNoHint: 'Number' }),
        400,
        'category',
      );
      expectField(
        await create({ category: 5, code: 'no spaces!', name: 'New Co', serviceNoHint: 'Number' }),
        400,
        'code',
      );
      expectField(
        await create({ category: 5, code: 'NEWCO', name: 'New Co' }),
        400,
        'serviceNoHint',
      );
      expect(await rows()).toEqual(before);

      expect((await patch(added.id, { active: false })).statusCode).toBe(200);
      expect((await list(5)).map((c) => c.Code)).toEqual(EXPECTED[5]);
    });

    it('finds an active company for the recharge module only in its own category', async () => {
      expect(await ctx.services.catalogue.findActiveCompany(1, 'JIO')).toMatchObject({
        category: 1,
        code: 'JIO',
        name: 'Jio',
      });
      expect(await ctx.services.catalogue.findActiveCompany(3, 'JIO')).toBeNull();
      expect(await ctx.services.catalogue.findActiveCompany(1, 'NOPE')).toBeNull();
    });

    it('keeps the active companies in memory, and reads them again once anyone changes them', async () => {
      const { catalogue } = ctx.services;
      const jio = () => catalogue.findActiveCompany(1, 'JIO');
      const setJio = (values: { active?: boolean; name?: string }) =>
        ctx.database.db
          .update(serviceCompanies)
          .set(values)
          .where(eq(serviceCompanies.code, 'JIO'));
      await jio();
      expect(catalogue.activeCompanies.isKept).toBe(true);

      // An operator's SQL, not the back office: the table's trigger says so all the same.
      await setJio({ active: false });
      expect(await jio()).toBeNull();
      await setJio({ active: true, name: 'Jio Prepaid' });
      expect(await jio()).toMatchObject({ name: 'Jio Prepaid' });
      // And a recharge names the company as it is now.
      const { id } = await byCode('JIO');
      expect((await patch(id, { active: false })).statusCode).toBe(200);
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/recharge/mobile',
        headers: { ...bearer(customer.token), 'idempotency-key': randomUUID() },
        payload: { opcode: 'JIO', number: '9876512345', amount: 199 },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code: 'SELECT_OPERATOR' });

      // While the channel is down nothing is kept, and every look reads the table.
      catalogue.activeCompanies.onState(false);
      await setJio({ active: true, name: 'Jio' });
      expect(await jio()).toMatchObject({ name: 'Jio' });
      expect(catalogue.activeCompanies.isKept).toBe(false);
      // Back up, it keeps again. On PostgreSQL the change just made may still be on its way to
      // the listening connection: a read it overtakes is not kept (it may be about those very
      // rows), and the next one is.
      catalogue.activeCompanies.onState(true);
      await eventually(
        async () => {
          expect(await jio()).toMatchObject({ name: 'Jio' });
          return catalogue.activeCompanies.isKept;
        },
        5000,
        'the companies kept again',
      );
    });
  });

  describe('logo upload', () => {
    it('refuses a file that is not a picture, SVG included, and an empty form; nothing changes', async () => {
      const igl = await byCode('IGL');
      const before = { rows: await rows(), files: await logoFiles() };
      const svg = Buffer.from(
        "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
      );
      for (const file of [
        {
          data: Buffer.from('just some text, not a picture'),
          filename: 'logo.png',
          type: 'image/png',
        },
        { data: svg, filename: 'logo.svg', type: 'image/svg+xml' },
        { data: Buffer.from('GIF89a' + 'x'.repeat(40)), filename: 'logo.gif', type: 'image/gif' },
      ]) {
        const res = await uploadLogo(igl.id, file);
        expectField(res, 400, 'logo');
      }
      expectField(await uploadLogo(igl.id, null), 400, 'logo');
      expect(
        (await uploadLogo(randomUUID(), { data: Buffer.from('x'), filename: 'a.png' })).statusCode,
      ).toBe(404);
      expect({ rows: await rows(), files: await logoFiles() }).toEqual(before);
    });

    it('re-encodes a picture as a small WebP without its metadata and retires the old logo', async () => {
      const igl = await byCode('IGL');
      const oldFile = path.basename(igl.logo!);
      const input = await sharp({
        create: { width: 1000, height: 600, channels: 3, background: '#15803d' },
      })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
        .toBuffer();
      expect((await sharp(input).metadata()).exif).toBeDefined();

      const res = await uploadLogo(igl.id, {
        data: input,
        filename: 'igl.jpg',
        type: 'image/jpeg',
      });
      expect(res.statusCode, res.body).toBe(200);
      const logo = res.json().data.logo as string;
      expect(logo).toMatch(/^\/files\/logos\/[0-9a-f-]{36}\.webp$/);

      const served = await ctx.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(256);
      expect(meta.height).toBeLessThanOrEqual(256);
      expect(meta.exif).toBeUndefined();

      expect((await list(6)).find((c) => c.Code === 'IGL')!.logo).toBe(logo);
      expect(await logoFiles()).not.toContain(oldFile);
      expect(await logoFiles()).toContain(path.basename(logo));
      expect((await ctx.app.inject({ method: 'GET', url: igl.logo! })).statusCode).toBe(404);
    });
  });

  it('documents its calls in the OpenAPI docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/service/getList/{type}'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/services'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/services/{id}'] ?? {})).toEqual(['patch']);
    expect(Object.keys(paths['/api/admin/services/{id}/logo'] ?? {})).toEqual(['put']);
  });

  describe('seeding', () => {
    it('adds nothing the second time, and nothing back that the back office changed', async () => {
      const before = await rows();
      const files = await logoFiles();
      expect(await ctx.services.catalogue.seedIfFirstStart()).toBe(0);
      expect(await rows()).toEqual(before);
      expect(await logoFiles()).toEqual(files);
    });

    it('seeds once when two API copies start together on a fresh database', async () => {
      const fresh = await createTestContext();
      try {
        const results = await Promise.all([
          fresh.services.catalogue.seedIfFirstStart(),
          fresh.services.catalogue.seedIfFirstStart(),
        ]);
        expect(results.sort()).toEqual([0, SEED_COMPANIES.length]);
        const [total] = await fresh.database.db.select({ n: count() }).from(serviceCompanies);
        expect(total!.n).toBe(SEED_COMPANIES.length);
        expect(await storedFiles(fresh, 'public', 'logos')).toHaveLength(SEED_COMPANIES.length);
        const [jio] = await fresh.database.db
          .select()
          .from(serviceCompanies)
          .where(eq(serviceCompanies.code, 'JIO'));
        expect(jio).toMatchObject({ category: 1, active: true, sortOrder: 10 });
      } finally {
        await fresh.close();
      }
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { appSettings, contentBanners } from '../../src/db/schema';
import { seedPairs } from '../../src/modules/content/seed-banners';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signInAdmin, signUp, type SignedInAdmin } from '../helpers/accounts';
import { storedFiles } from '../helpers/files';

const GET_SLIDER = '/api/admin/getslider';
const IMG_URL = /^\/files\/banners\/[0-9a-f-]{36}\.svg$/;

/** Every seeded image: each in English, then in Hindi. */
const SEED_IMAGES = seedPairs().flatMap((pair) => [pair.en, pair.hi]);

/** What getslider should list for a kind, straight from the seed list. */
const seeded = (kind: 'slider' | 'banner') =>
  SEED_IMAGES.filter((s) => s.kind === kind).map((s) => ({
    img: expect.stringMatching(IMG_URL),
    linke: s.link,
    alt: s.alt,
    language: s.language,
  }));

describe('home images: POST /api/admin/getslider and first-start seeding', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let seededCount: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    seededCount = await ctx.services.banners.seedIfFirstStart();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const getSlider = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: GET_SLIDER, headers, payload: payload as object });

  const bannerFiles = () => storedFiles(ctx, 'public', 'banners');

  it('seeds both kinds of image on the first start', async () => {
    expect(SEED_IMAGES.some((s) => s.kind === 'slider')).toBe(true);
    expect(SEED_IMAGES.some((s) => s.kind === 'banner')).toBe(true);
    expect(seededCount).toBe(SEED_IMAGES.length);
    const rows = await ctx.database.db.select().from(contentBanners);
    expect(rows).toHaveLength(SEED_IMAGES.length);
    expect(await bannerFiles()).toHaveLength(SEED_IMAGES.length);
  });

  it.each([
    ["'1'", 'slider', '1'],
    ['1', 'slider', 1],
    ["'0'", 'banner', '0'],
    ['0', 'banner', 0],
  ] as const)('answers IsMain %s with the seeded %s images, in order', async (_l, kind, IsMain) => {
    const res = await getSlider({ IsMain });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      success: true,
      tokenValid: true,
      message: 'Images loaded.',
      data: seeded(kind),
    });
  });

  it('serves every image it lists', async () => {
    const [slider, banner] = await Promise.all([
      getSlider({ IsMain: '1' }),
      getSlider({ IsMain: 0 }),
    ]);
    const items = [...slider.json().data, ...banner.json().data] as { img: string; alt: string }[];
    expect(items).toHaveLength(SEED_IMAGES.length);
    expect(new Set(items.map((i) => i.img)).size).toBe(items.length);
    for (const item of items) {
      const file = await ctx.app.inject({ method: 'GET', url: item.img });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const seed = SEED_IMAGES.find((s) => s.alt === item.alt);
      expect(file.body).toBe(seed?.svg);
    }
  });

  it('serves only public files: no way through /files to a private upload', async () => {
    const relative = await ctx.services.files.savePrivate(
      'slips',
      'txt',
      Buffer.from('private-slip'),
    );
    const escaped = relative.replace('/', '%2f');
    for (const url of [
      `/files/../private/${relative}`,
      `/files/..%2fprivate/${relative}`,
      `/files/%2e%2e/private/${relative}`,
      `/files/%2e%2e%2fprivate%2f${escaped}`,
      `/files/....//private/${relative}`,
      `/files/private/${relative}`,
      '/files/',
      '/files/banners/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('private-slip');
    }
  });

  it('answers a logged-in customer too, and an admin', async () => {
    const customer = await signUp(ctx);
    for (const token of [customer.token, admin.token]) {
      const res = await getSlider({ IsMain: '1' }, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: true, tokenValid: true, data: seeded('slider') });
    }
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic a29zaDprb3No'],
  ])('signs out %s in the Authorization header', async (_label, authorization) => {
    const res = await getSlider({ IsMain: '1' }, { authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'UNAUTHENTICATED',
      message: catalogue.UNAUTHENTICATED,
      tokenValid: false,
    });
  });

  it('signs out the token of a session that was logged out', async () => {
    const customer = await signUp(ctx);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(customer.token),
    });
    expect(out.statusCode).toBe(200);
    const res = await getSlider({ IsMain: '0' }, bearer(customer.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ tokenValid: false });
  });

  it.each([
    ['2', '2'],
    ['the number 2', 2],
    ["'true'", 'true'],
    ['true', true],
    ["'01'", '01'],
    ["' 1'", ' 1'],
    ['an empty string', ''],
    ['null', null],
    ['a list', ['1']],
  ])('refuses IsMain %s', async (_label, IsMain) => {
    const res = await getSlider({ IsMain });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: false, success: false, code: expect.any(String) });
    expect(res.json().errors).toContainEqual({
      field: 'IsMain',
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses a body without IsMain, and no body at all', async () => {
    const empty = await getSlider({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({
      field: 'IsMain',
      code: expect.any(String),
      message: expect.any(String),
    });
    const none = await ctx.app.inject({ method: 'POST', url: GET_SLIDER });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ result: false, code: 'BODY_NOT_OBJECT' });
  });

  it('lists only enabled images, in their positions', async () => {
    const [hidden] = await ctx.database.db
      .update(contentBanners)
      .set({ enabled: false })
      .where(eq(contentBanners.alt, SEED_IMAGES.find((s) => s.kind === 'slider')!.alt))
      .returning();
    expect(hidden).toBeDefined();
    const without = await getSlider({ IsMain: '1' });
    expect(without.json().data).toEqual(seeded('slider').slice(1));
    // The carousel is not affected.
    expect((await getSlider({ IsMain: '0' })).json().data).toEqual(seeded('banner'));

    await ctx.database.db
      .update(contentBanners)
      .set({ enabled: true })
      .where(eq(contentBanners.id, hidden!.id));
    expect((await getSlider({ IsMain: '1' })).json().data).toEqual(seeded('slider'));
  });

  it('follows the stored position, not the order of insertion', async () => {
    const rows = await ctx.database.db
      .select()
      .from(contentBanners)
      .where(eq(contentBanners.kind, 'banner'));
    const byAlt = new Map(rows.map((r) => [r.alt, r]));
    const seeds = SEED_IMAGES.filter((s) => s.kind === 'banner');
    // Reverse the carousel.
    for (const [i, seed] of seeds.entries()) {
      await ctx.database.db
        .update(contentBanners)
        .set({ position: seeds.length - 1 - i })
        .where(eq(contentBanners.id, byAlt.get(seed.alt)!.id));
    }
    const res = await getSlider({ IsMain: '0' });
    expect(res.json().data.map((d: { alt: string }) => d.alt)).toEqual(
      seeds.map((s) => s.alt).reverse(),
    );
    for (const [i, seed] of seeds.entries()) {
      await ctx.database.db
        .update(contentBanners)
        .set({ position: i })
        .where(eq(contentBanners.id, byAlt.get(seed.alt)!.id));
    }
    expect((await getSlider({ IsMain: '0' })).json().data).toEqual(seeded('banner'));
  });

  it('seeds nothing on a second start', async () => {
    const filesBefore = await bannerFiles();
    expect(await ctx.services.banners.seedIfFirstStart()).toBe(0);
    expect(await ctx.database.db.select().from(contentBanners)).toHaveLength(SEED_IMAGES.length);
    expect(await bannerFiles()).toEqual(filesBefore);
    expect((await getSlider({ IsMain: '1' })).json().data).toEqual(seeded('slider'));
  });

  it('does not bring the seeds back after an admin deleted them all', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/banners',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as { id: string }[]).map((b) => b.id);
    expect(ids).toHaveLength(SEED_IMAGES.length);
    for (const id of ids) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/banners/${id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await bannerFiles()).toEqual([]);

    expect(await ctx.services.banners.seedIfFirstStart()).toBe(0);
    expect(await ctx.database.db.select().from(contentBanners)).toEqual([]);
    expect(await bannerFiles()).toEqual([]);
    for (const IsMain of ['1', '0']) {
      const res = await getSlider({ IsMain });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: true, tokenValid: true, data: [] });
    }
  });

  it('seeds once when several API copies start on a fresh database at once', async () => {
    // Back to a database that has never been started.
    await ctx.database.db.delete(contentBanners);
    await ctx.database.db.delete(appSettings);

    const counts = await Promise.all([
      ctx.services.banners.seedIfFirstStart(),
      ctx.services.banners.seedIfFirstStart(),
      ctx.services.banners.seedIfFirstStart(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SEED_IMAGES.length);
    expect(await ctx.database.db.select().from(contentBanners)).toHaveLength(SEED_IMAGES.length);
    expect(await bannerFiles()).toHaveLength(SEED_IMAGES.length);
    expect((await getSlider({ IsMain: '1' })).json().data).toEqual(seeded('slider'));
    expect((await getSlider({ IsMain: '0' })).json().data).toEqual(seeded('banner'));
  });
});

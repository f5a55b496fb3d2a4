import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, contentBanners } from '../../src/db/schema';
import { seedPairs } from '../../src/modules/content/seed-banners';
import { createTestContext, type TestContext } from '../helpers/app';
import { storedFiles } from '../helpers/files';

/** Seed step 2 (the Hindi images) on a database an older Kosh seeded in English only. */
describe('a database seeded before the Hindi images', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const rows = async () =>
    (await ctx.database.db.select().from(contentBanners)).sort((a, b) => a.id.localeCompare(b.id));
  const bannerFiles = () => storedFiles(ctx, 'public', 'banners');

  /** The rows and files an older Kosh seeded (English, no language), as an admin then left them. */
  async function olderInstall() {
    await ctx.database.db.insert(appSettings).values({
      key: 'content.banners.seeded',
      value: { at: '2026-01-01T00:00:00.000Z', count: 8 },
    });
    const english = seedPairs().map((p) => p.en);
    const position = { banner: 0, slider: 0 };
    for (const seed of english) {
      const imagePath = await ctx.services.files.savePublic(
        'banners',
        'svg',
        Buffer.from(seed.svg),
      );
      await ctx.database.db.insert(contentBanners).values({
        kind: seed.kind,
        imagePath,
        link: seed.link,
        alt: seed.alt,
        position: position[seed.kind]++,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
    }
    const byAlt = async (alt: string) =>
      (await ctx.database.db.select().from(contentBanners).where(eq(contentBanners.alt, alt)))[0]!;
    // The admin changed one's link, another's alt text, hid a third and deleted a fourth…
    const [recharge, bills, wallet, dth] = english;
    await ctx.database.db
      .update(contentBanners)
      .set({ link: '/mobile-recharge?offer=diwali' })
      .where(eq(contentBanners.alt, recharge!.alt));
    await ctx.database.db
      .update(contentBanners)
      .set({ alt: 'Pay your bills on time' })
      .where(eq(contentBanners.alt, bills!.alt));
    await ctx.database.db
      .update(contentBanners)
      .set({ enabled: false })
      .where(eq(contentBanners.alt, wallet!.alt));
    const deleted = await byAlt(dth!.alt);
    await ctx.database.db.delete(contentBanners).where(eq(contentBanners.id, deleted.id));
    await ctx.services.files.removePublic(deleted.imagePath);
    // …and uploaded one of their own (a WebP), for every reader.
    const upload = await ctx.services.files.savePublic('banners', 'webp', Buffer.from('webp'));
    await ctx.database.db.insert(contentBanners).values({
      kind: 'banner',
      imagePath: upload,
      alt: 'Our own offer',
      position: 3,
    });
    return { english, upload };
  }

  it('marks the seeded images English and adds their Hindi twins, once', async () => {
    const { english, upload } = await olderInstall();
    const before = await rows();
    const pairs = seedPairs();

    // Several API copies starting at once on the upgraded database.
    const counts = await Promise.all([
      ctx.services.banners.seedIfFirstStart(),
      ctx.services.banners.seedIfFirstStart(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(english.length - 1);

    const after = await rows();
    expect(after).toHaveLength(before.length + english.length - 1);
    // The admin's own upload is exactly as it was.
    const own = before.find((r) => r.imagePath === upload);
    expect(after.find((r) => r.id === own!.id)).toEqual(own);
    // Each seeded image is now English, the rest of it as the admin left it.
    for (const row of before.filter((r) => r.imagePath.endsWith('.svg'))) {
      const now = after.find((r) => r.id === row.id)!;
      expect(now).toEqual({ ...row, language: 'en', updatedAt: expect.any(Date) });

      // Found by its first link, or by its first alt text when the link was changed.
      const pair = pairs.find((p) => p.en.link === row.link || p.en.alt === row.alt);
      const twins = after.filter((r) => r.language === 'hi' && r.alt === pair?.hi.alt);
      expect(twins).toHaveLength(1);
      expect(twins[0]).toMatchObject({
        kind: row.kind,
        link: row.link,
        position: row.position,
        enabled: row.enabled,
      });
    }
    // The deleted one does not come back, in either language.
    expect(after.filter((r) => r.link === '/dth-recharge')).toEqual([]);
    expect(await bannerFiles()).toHaveLength(after.length);

    // The Hindi banner follows its English twin; an English reader's list is as it was.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getslider',
      payload: { IsMain: '0' },
    });
    const listed = res.json().data as { alt: string; linke: string; language: string | null }[];
    expect(listed.filter((i) => i.language !== 'hi').map((i) => i.alt)).toEqual([
      english[0]!.alt,
      'Pay your bills on time',
      'Our own offer',
    ]);
    expect(listed.map((i) => i.language)).toEqual(['en', 'hi', 'en', 'hi', null]);
    expect(listed[1]).toMatchObject({ linke: '/mobile-recharge?offer=diwali' });
  });

  it('changes nothing when it runs again', async () => {
    const before = { rows: await rows(), files: await bannerFiles() };
    expect(await ctx.services.banners.seedIfFirstStart()).toBe(0);
    expect(await ctx.services.banners.seedIfFirstStart()).toBe(0);
    expect({ rows: await rows(), files: await bannerFiles() }).toEqual(before);
  });
});

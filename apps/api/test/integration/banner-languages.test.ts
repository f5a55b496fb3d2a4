import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { contentBanners } from '../../src/db/schema';
import { seedPairs } from '../../src/modules/content/seed-banners';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, multipart, signInAdmin, type SignedInAdmin } from '../helpers/accounts';
import { storedFiles } from '../helpers/files';

const BANNERS = '/api/admin/banners';
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

interface Listed {
  img: string;
  linke: string;
  alt: string;
  language: 'en' | 'hi' | null;
}

describe('home images in English and in Hindi', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.services.banners.seedIfFirstStart();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const rows = async () =>
    (await ctx.database.db.select().from(contentBanners)).sort((a, b) => a.id.localeCompare(b.id));
  const bannerFiles = () => storedFiles(ctx, 'public', 'banners');
  const stored = async () => ({ rows: await rows(), files: await bannerFiles() });

  async function homeImages(IsMain: '0' | '1'): Promise<Listed[]> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getslider',
      payload: { IsMain },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Listed[];
  }

  async function upload(fields: Record<string, string>) {
    const image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const body = await multipart({
      kind: 'banner',
      alt: 'A festival offer',
      ...fields,
      image: { data: image, filename: 'offer.png', type: 'image/png' },
    });
    return ctx.app.inject({
      method: 'POST',
      url: BANNERS,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
  }

  const patch = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${BANNERS}/${id}`,
      headers: bearer(admin.token),
      payload,
    });

  it('seeds every image twice: English marked en, and a Hindi one drawn in Hindi', async () => {
    const all = await rows();
    const pairs = seedPairs();
    expect(all).toHaveLength(pairs.length * 2);
    for (const { en, hi } of pairs) {
      const english = all.find((r) => r.alt === en.alt);
      const hindi = all.find((r) => r.alt === hi.alt);
      expect(english).toMatchObject({ kind: en.kind, link: en.link, language: 'en' });
      expect(hindi).toMatchObject({ kind: en.kind, link: en.link, language: 'hi' });
      // Right after its English twin in the list.
      expect(hindi!.position).toBe(english!.position + 1);
      expect(hi.alt).toMatch(DEVANAGARI);
      expect(hi.alt).not.toMatch(LATIN);

      const file = await ctx.app.inject({ method: 'GET', url: `/files/${hindi!.imagePath}` });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(hi.svg);
      // Outlines: no text for the reader's browser to set in a font it may not have.
      expect(file.body).not.toContain('<text');
      expect(file.body).toMatch(/<path fill='#[0-9a-f]{3,6}'[^>]* d='M[\d. MLQCZ-]+'\/>/);
    }
  });

  it('lists every image with its language, whoever asks, in both lists', async () => {
    const customer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getslider',
      headers: { 'accept-language': 'hi-IN' },
      payload: { IsMain: '0' },
    });
    const banners = await homeImages('0');
    expect(customer.json().data).toEqual(banners);
    const pairs = seedPairs().filter((p) => p.en.kind === 'banner');
    expect(banners).toEqual(
      pairs.flatMap(({ en, hi }) => [
        { img: expect.any(String), linke: en.link, alt: en.alt, language: 'en' },
        { img: expect.any(String), linke: hi.link, alt: hi.alt, language: 'hi' },
      ]),
    );
    const strip = await homeImages('1');
    expect(strip.filter((i) => i.language === 'hi')).toHaveLength(
      seedPairs().filter((p) => p.en.kind === 'slider').length,
    );
  });

  it('lets the admin choose an upload’s language, or every language', async () => {
    const forAll = await upload({});
    expect(forAll.statusCode).toBe(200);
    expect(forAll.json().data).toMatchObject({ language: null });
    const empty = await upload({ language: '' });
    expect(empty.json().data).toMatchObject({ language: null });
    const hindi = await upload({ language: 'hi', alt: 'त्योहार का ऑफ़र' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().data).toMatchObject({ language: 'hi', alt: 'त्योहार का ऑफ़र' });
    expect((await homeImages('0')).at(-1)).toEqual({
      img: hindi.json().data.img,
      linke: '',
      alt: 'त्योहार का ऑफ़र',
      language: 'hi',
    });
  });

  it('changes an image’s language, and back to every language', async () => {
    const added = (await upload({ language: 'en' })).json().data as { id: string; img: string };
    const listed = async () => (await homeImages('0')).find((i) => i.img === added.img);
    expect(await listed()).toMatchObject({ language: 'en' });

    for (const [language, expected] of [
      ['hi', 'hi'],
      ['', null],
      ['en', 'en'],
      [null, null],
    ] as const) {
      const res = await patch(added.id, { language });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: added.id, language: expected });
      expect(await listed()).toMatchObject({ language: expected });
    }
    // Other changes leave the language as it is.
    await patch(added.id, { language: 'hi' });
    const res = await patch(added.id, { alt: 'Still in Hindi' });
    expect(res.json().data).toMatchObject({ alt: 'Still in Hindi', language: 'hi' });
  });

  it.each([['fr'], ['EN'], [' hi'], ['hindi'], ['null']])(
    'refuses the language %j on upload and on a change, changing nothing',
    async (language) => {
      const [target] = await rows();
      const before = await stored();

      const added = await upload({ language });
      const changed = await patch(target!.id, { language, alt: 'Renamed meanwhile' });
      for (const res of [added, changed]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          result: false,
          code: 'BANNER_LANGUAGE_INVALID',
          message: catalogue.BANNER_LANGUAGE_INVALID,
        });
        expect(res.json().errors).toContainEqual({
          field: 'language',
          code: 'BANNER_LANGUAGE_INVALID',
          message: catalogue.BANNER_LANGUAGE_INVALID,
        });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a language that is not text in a change', async () => {
    const [target] = await rows();
    const before = await stored();
    for (const language of [1, true, ['hi'], { hi: true }]) {
      const res = await patch(target!.id, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'language' }));
    }
    expect(await stored()).toEqual(before);
  });

  it('adds nothing when the seed runs again', async () => {
    const before = await stored();
    expect(await ctx.services.banners.seedIfFirstStart()).toBe(0);
    expect(await stored()).toEqual(before);
  });
});

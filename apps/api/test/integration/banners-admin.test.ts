import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBanners } from '../../src/db/schema';
import { seedPairs } from '../../src/modules/content/seed-banners';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  multipart,
  signInAdmin,
  signUp,
  type FilePart,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { expectForbidden, expectUnauthenticated } from '../helpers/refusals';
import { isStoredPublic, storedFiles } from '../helpers/files';

const BANNERS = '/api/admin/banners';
const WEBP_URL = /^\/files\/banners\/[0-9a-f-]{36}\.webp$/;
/** Every seeded image: each in English, then in Hindi. */
const SEED_IMAGES = seedPairs().flatMap((pair) => [pair.en, pair.hi]);

interface AdminBanner {
  id: string;
  kind: 'banner' | 'slider';
  img: string;
  linke: string;
  alt: string;
  language: 'en' | 'hi' | null;
  position: number;
  enabled: boolean;
  createdAt: string;
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();

const pngFile = async (): Promise<FilePart> => ({
  data: await picture('png'),
  filename: 'offer.png',
  type: 'image/png',
});

describe('back office: banner and slider images under /api/admin/banners', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.services.banners.seedIfFirstStart();
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const bannerFiles = () => storedFiles(ctx, 'public', 'banners');

  /** Rows and files, to show that a refused call changed nothing. */
  const stored = async () => ({
    rows: (await ctx.database.db.select().from(contentBanners)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
    files: await bannerFiles(),
  });

  async function upload(
    fields: Record<string, string | FilePart>,
    token: string | null = admin.token,
  ) {
    const body = await multipart(fields);
    return ctx.app.inject({
      method: 'POST',
      url: BANNERS,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }

  async function adminList(): Promise<AdminBanner[]> {
    const res = await ctx.app.inject({ method: 'GET', url: BANNERS, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    return res.json().data as AdminBanner[];
  }

  const ofKind = async (kind: AdminBanner['kind']) =>
    (await adminList()).filter((b) => b.kind === kind);

  async function homeImages(kind: AdminBanner['kind']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getslider',
      payload: { IsMain: kind === 'slider' ? '1' : '0' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      img: string;
      linke: string;
      alt: string;
      language: string | null;
    }[];
  }

  const patch = (id: string, payload: object, token = admin.token) =>
    ctx.app.inject({ method: 'PATCH', url: `${BANNERS}/${id}`, headers: bearer(token), payload });

  const reorder = (payload: object, token = admin.token) =>
    ctx.app.inject({ method: 'PUT', url: `${BANNERS}/order`, headers: bearer(token), payload });

  const remove = (id: string, token = admin.token) =>
    ctx.app.inject({ method: 'DELETE', url: `${BANNERS}/${id}`, headers: bearer(token) });

  const fetchFile = (img: string) => ctx.app.inject({ method: 'GET', url: img });

  function expectRefusedField(
    res: Awaited<ReturnType<typeof upload>>,
    field: string,
    status = 400,
  ) {
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ result: false, success: false, code: expect.any(String) });
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field, code: expect.any(String), message: expect.any(String) }),
    );
  }

  describe('who may call it', () => {
    /** Every back-office banner call, as `token` would make it. */
    async function everyCall(token: string | null) {
      const [slider] = await ofKind('slider');
      const headers = token ? bearer(token) : {};
      const ids = (await ofKind('slider')).map((b) => b.id).reverse();
      return {
        list: await ctx.app.inject({ method: 'GET', url: BANNERS, headers }),
        add: await upload(
          { kind: 'banner', alt: 'A sneaky banner', image: await pngFile() },
          token,
        ),
        patch: await ctx.app.inject({
          method: 'PATCH',
          url: `${BANNERS}/${slider!.id}`,
          headers,
          payload: { enabled: false },
        }),
        reorder: await ctx.app.inject({
          method: 'PUT',
          url: `${BANNERS}/order`,
          headers,
          payload: { kind: 'slider', ids },
        }),
        remove: await ctx.app.inject({
          method: 'DELETE',
          url: `${BANNERS}/${slider!.id}`,
          headers,
        }),
      };
    }

    it('refuses a customer every call with 403, and changes nothing', async () => {
      const before = await stored();
      const answers = await everyCall(customer.token);
      for (const [call, res] of Object.entries(answers)) expectForbidden(res, call);
      expect(await stored()).toEqual(before);
    });

    it('refuses every call without a token with 401, and changes nothing', async () => {
      const before = await stored();
      const answers = await everyCall(null);
      for (const [call, res] of Object.entries(answers)) expectUnauthenticated(res, call);
      expect(await stored()).toEqual(before);
    });

    it('refuses a garbage token with 401', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: BANNERS,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ tokenValid: false });
    });
  });

  it('lists every image to the admin, with the seeded ones in order', async () => {
    const list = await adminList();
    expect(list).toHaveLength(SEED_IMAGES.length);
    for (const kind of ['banner', 'slider'] as const) {
      const seeds = SEED_IMAGES.filter((s) => s.kind === kind);
      expect(list.filter((b) => b.kind === kind)).toEqual(
        seeds.map((s, position) => ({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          kind,
          img: expect.stringMatching(/^\/files\/banners\/[0-9a-f-]{36}\.svg$/),
          linke: s.link,
          alt: s.alt,
          language: s.language,
          position,
          enabled: true,
          createdAt: expect.any(String),
        })),
      );
    }
  });

  describe('uploading', () => {
    it('stores a PNG banner as a 1200×500 WebP, last in the carousel', async () => {
      const banners = await ofKind('banner');
      const res = await upload({
        kind: 'banner',
        linke: '/hotel-booking',
        alt: 'Book a hotel for the holidays',
        image: await pngFile(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        message: 'Image added.',
        data: {
          id: expect.any(String),
          kind: 'banner',
          img: expect.stringMatching(WEBP_URL),
          linke: '/hotel-booking',
          alt: 'Book a hotel for the holidays',
          language: null,
          position: banners.length,
          enabled: true,
          createdAt: expect.any(String),
        },
      });
      const banner = res.json().data as AdminBanner;

      const file = await fetchFile(banner.img);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const bytes = file.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 500 });

      const home = await homeImages('banner');
      expect(home.at(-1)).toEqual({
        img: banner.img,
        linke: '/hotel-booking',
        alt: 'Book a hotel for the holidays',
        language: null,
      });
      expect(home).toHaveLength(banners.length + 1);
      // The strip is another list.
      expect((await homeImages('slider')).map((i) => i.img)).not.toContain(banner.img);
    });

    it.each(['jpeg', 'webp'] as const)(
      'stores a %s slider image as a 600×360 WebP without its metadata',
      async (format) => {
        const input = await sharp({
          create: { width: 1600, height: 1200, channels: 3, background: '#06c' },
        })
          .toFormat(format)
          .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
          .toBuffer();
        expect((await sharp(input).metadata()).exif).toBeDefined();

        const res = await upload({
          kind: 'slider',
          alt: `A ${format} strip image`,
          // The name and the claimed type say PNG; the bytes decide.
          image: { data: input, filename: 'strip.png', type: 'image/png' },
        });
        expect(res.statusCode).toBe(200);
        const banner = res.json().data as AdminBanner;
        expect(banner).toMatchObject({
          kind: 'slider',
          linke: '',
          img: expect.stringMatching(WEBP_URL),
        });

        const file = await fetchFile(banner.img);
        expect(file.statusCode).toBe(200);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 600, height: 360 });
        expect(meta.exif).toBeUndefined();
        expect(file.rawPayload.includes('secret-owner')).toBe(false);
        expect((await homeImages('slider')).at(-1)?.img).toBe(banner.img);
      },
    );

    it('refuses a text file named .png, naming the image field, and stores nothing', async () => {
      const before = await stored();
      const res = await upload({
        kind: 'banner',
        alt: 'Not really a picture',
        image: {
          data: Buffer.from('hello, this is text\n'),
          filename: 'offer.png',
          type: 'image/png',
        },
      });
      expectRefusedField(res, 'image');
      expect(res.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['a GIF', () => picture('gif')],
      ['an SVG', async () => Buffer.from(SEED_IMAGES[0]!.svg)],
      ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
      ['a PNG cut short', async () => (await picture('png')).subarray(0, 60)],
    ])('refuses %s and stores nothing', async (_label, make) => {
      const before = await stored();
      const res = await upload({
        kind: 'slider',
        alt: 'Something else entirely',
        image: { data: await make(), filename: 'x.png', type: 'image/png' },
      });
      expectRefusedField(res, 'image');
      expect(res.json().message).toBe(res.json().errors[0].message);
      expect(await stored()).toEqual(before);
    });

    it('refuses an image over 5 MB and stores nothing', async () => {
      const before = await stored();
      const png = await picture('png');
      const big = Buffer.concat([png, randomBytes(5 * 1024 * 1024 + 1 - png.length)]);
      const res = await upload({
        kind: 'banner',
        alt: 'A huge banner',
        image: { data: big, filename: 'big.png' },
      });
      expectRefusedField(res, 'image', 413);
      expect(res.json().message).toBe('The file must be at most 5 MB.');
      expect(await stored()).toEqual(before);
    });

    it('takes a real image just under 5 MB', async () => {
      // Control for the case above: big uploads do get through to the image check.
      const [width, height] = [1200, 1350];
      const noise = await sharp(randomBytes(width * height * 3), {
        raw: { width, height, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(4.5 * 1024 * 1024);
      expect(noise.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload({
        kind: 'banner',
        alt: 'A noisy banner',
        image: { data: noise, filename: 'noise.png' },
      });
      expect(res.statusCode).toBe(200);
      const meta = await sharp((await fetchFile(res.json().data.img)).rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 500 });
    });

    it.each([
      ['no alt', { kind: 'banner' }, 'alt'],
      ['a blank alt', { kind: 'banner', alt: '   ' }, 'alt'],
      ['a 2-character alt', { kind: 'banner', alt: 'ab' }, 'alt'],
      ['a 151-character alt', { kind: 'banner', alt: 'a'.repeat(151) }, 'alt'],
      ['no kind', { alt: 'A fine banner' }, 'kind'],
      ['an unknown kind', { kind: 'hero', alt: 'A fine banner' }, 'kind'],
      [
        'a javascript: link',
        { kind: 'banner', alt: 'A fine banner', linke: 'javascript:alert(1)' },
        'linke',
      ],
      [
        'a protocol-relative link',
        { kind: 'banner', alt: 'A fine banner', linke: '//evil.example' },
        'linke',
      ],
      [
        'an http link',
        { kind: 'banner', alt: 'A fine banner', linke: 'http://example.com' },
        'linke',
      ],
    ])('refuses %s and stores nothing', async (_label, fields, field) => {
      const before = await stored();
      const res = await upload({ ...(fields as Record<string, string>), image: await pngFile() });
      expectRefusedField(res, field);
      expect(await stored()).toEqual(before);
      expect((await bannerFiles()).filter((f) => f.endsWith('.webp'))).toEqual(
        before.files.filter((f) => f.endsWith('.webp')),
      );
    });

    it('refuses a form without an image, and one sent as JSON', async () => {
      const before = await stored();
      expectRefusedField(await upload({ kind: 'banner', alt: 'No picture here' }), 'image');
      const json = await ctx.app.inject({
        method: 'POST',
        url: BANNERS,
        headers: bearer(admin.token),
        payload: { kind: 'banner', alt: 'No picture here' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ code: 'SEND_MULTIPART' });
      expect(await stored()).toEqual(before);
    });

    it('refuses a form it cannot read with 400, storing nothing', async () => {
      const before = await stored();
      for (const [type, body] of [
        ['multipart/form-data; boundary=xyz', 'garbage'],
        ['multipart/form-data', '--xyz\r\n'],
        [
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
        ],
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: BANNERS,
          headers: { 'content-type': type!, ...bearer(admin.token) },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'FORM_UNREADABLE',
          message: 'The form could not be read. Please send it again.',
        });
      }
      expect(await stored()).toEqual(before);
    });

    it('refuses two images in one form', async () => {
      const before = await stored();
      const png = await picture('png');
      const form = new FormData();
      form.append('kind', 'banner');
      form.append('alt', 'Two for one');
      form.append('image', new Blob([new Uint8Array(png)]), 'a.png');
      form.append('image', new Blob([new Uint8Array(png)]), 'b.png');
      const encoded = new Response(form);
      const res = await ctx.app.inject({
        method: 'POST',
        url: BANNERS,
        headers: { 'content-type': encoded.headers.get('content-type')!, ...bearer(admin.token) },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expectRefusedField(res, 'image');
      expect(res.json().message).toBe('Send one file only.');
      expect(await stored()).toEqual(before);
    });

    it('refuses a file in another field', async () => {
      const before = await stored();
      const res = await upload({ kind: 'banner', alt: 'A fine banner', photo: await pngFile() });
      expectRefusedField(res, 'photo');
      expect(await stored()).toEqual(before);
    });
  });

  describe('changing an image', () => {
    it('hides a disabled image from the home page and shows it again in its place', async () => {
      const sliders = await ofKind('slider');
      const target = sliders[1]!;
      const off = await patch(target.id, { enabled: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        result: true,
        message: 'Saved.',
        data: { id: target.id, enabled: false, position: target.position },
      });
      const home = await homeImages('slider');
      expect(home.map((i) => i.img)).toEqual(
        sliders.filter((b) => b.id !== target.id).map((b) => b.img),
      );
      // The back office still lists it.
      expect((await ofKind('slider')).find((b) => b.id === target.id)?.enabled).toBe(false);

      expect((await patch(target.id, { enabled: true })).statusCode).toBe(200);
      expect((await homeImages('slider')).map((i) => i.img)).toEqual(sliders.map((b) => b.img));
    });

    it('changes the link and the description', async () => {
      const [banner] = await ofKind('banner');
      const res = await patch(banner!.id, {
        linke: 'https://kosh.example/offers',
        alt: '  Offers  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        linke: 'https://kosh.example/offers',
        alt: 'Offers',
      });
      expect((await homeImages('banner'))[0]).toEqual({
        img: banner!.img,
        linke: 'https://kosh.example/offers',
        alt: 'Offers',
        language: 'en',
      });
    });

    it.each([
      ['nothing', {}],
      ['a bad link', { linke: 'javascript:alert(1)' }],
      ['a short description', { alt: 'x' }],
      ['enabled as a string', { enabled: 'no' }],
    ])('refuses a change of %s and keeps the image as it was', async (_label, payload) => {
      const [banner] = await ofKind('banner');
      const res = await patch(banner!.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: res.json().errors[0].code });
      expect((await ofKind('banner'))[0]).toEqual(banner);
    });

    it('answers 404 for an image that does not exist, 400 for a malformed id', async () => {
      const missing = await patch(randomUUID(), { enabled: false });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ result: false, code: 'BANNER_NOT_FOUND' });
      expect((await patch('not-an-id', { enabled: false })).statusCode).toBe(400);
    });
  });

  describe('ordering', () => {
    it('puts the slider images in the order given, and leaves the banners alone', async () => {
      const sliders = await ofKind('slider');
      const banners = await ofKind('banner');
      const ids = sliders.map((b) => b.id).reverse();
      const res = await reorder({ kind: 'slider', ids });
      expect(res.statusCode).toBe(200);
      const after = (res.json().data as AdminBanner[]).filter((b) => b.kind === 'slider');
      expect(after.map((b) => b.id)).toEqual(ids);
      expect(after.map((b) => b.position)).toEqual(ids.map((_, i) => i));

      expect((await homeImages('slider')).map((i) => i.img)).toEqual(
        [...sliders].reverse().map((b) => b.img),
      );
      expect(await ofKind('banner')).toEqual(banners);
    });

    it('refuses a list that is not exactly the current images with 409, keeping the order', async () => {
      const sliders = await ofKind('slider');
      const ids = sliders.map((b) => b.id);
      const [banner] = await ofKind('banner');
      const stale = [
        ids.slice(1), // one was added meanwhile
        [...ids, randomUUID()], // one was deleted meanwhile
        [...ids.slice(1), banner!.id], // another kind's image
        [ids[0]!, ...ids.slice(0, -1)], // a duplicate
      ];
      for (const list of stale) {
        const res = await reorder({ kind: 'slider', ids: [...list].reverse() });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          result: false,
          success: false,
          code: 'BANNER_LIST_CHANGED',
          message: 'The list of images changed meanwhile. Reload and try again.',
        });
      }
      expect(await ofKind('slider')).toEqual(sliders);
    });

    it('refuses a malformed order request', async () => {
      for (const payload of [
        { kind: 'slider', ids: [] },
        { kind: 'hero', ids: [randomUUID()] },
        { kind: 'slider', ids: ['x'] },
      ]) {
        expect((await reorder(payload)).statusCode).toBe(400);
      }
    });
  });

  describe('deleting', () => {
    it('removes the row and the file, and the home page no longer shows it', async () => {
      const added = await upload({
        kind: 'slider',
        alt: 'Here today, gone tomorrow',
        image: await pngFile(),
      });
      expect(added.statusCode).toBe(200);
      const banner = added.json().data as AdminBanner;
      expect(await isStoredPublic(ctx, banner.img)).toBe(true);
      expect((await fetchFile(banner.img)).statusCode).toBe(200);

      const res = await remove(banner.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: true, success: true, message: 'Image deleted.' });

      expect(
        await ctx.database.db.select().from(contentBanners).where(eq(contentBanners.id, banner.id)),
      ).toEqual([]);
      expect(await isStoredPublic(ctx, banner.img)).toBe(false);
      expect((await fetchFile(banner.img)).statusCode).toBe(404);
      expect((await homeImages('slider')).map((i) => i.img)).not.toContain(banner.img);
      expect((await adminList()).map((b) => b.id)).not.toContain(banner.id);

      const again = await remove(banner.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'BANNER_NOT_FOUND' });
    });

    it('answers 404 for an unknown id and 400 for a malformed one, deleting nothing', async () => {
      const before = await stored();
      const missing = await remove(randomUUID());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        result: false,
        success: false,
        code: 'BANNER_NOT_FOUND',
      });
      expect((await remove('1 or 1=1')).statusCode).toBe(400);
      expect(await stored()).toEqual(before);
    });
  });
});

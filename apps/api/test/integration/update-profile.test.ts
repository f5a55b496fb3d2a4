import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { sessions, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  STRONG_PASSWORD,
  bearer,
  login,
  multipart,
  outbox,
  post,
  signUp,
  uniqueIp,
  waitForOutbox,
  type FilePart,
  type SignedUp,
} from '../helpers/accounts';
import { expectUnauthenticated, codeOf } from '../helpers/refusals';
import { storedFiles } from '../helpers/files';

const UPDATE = '/api/user/updateProfile';
const NEW_PASSWORD = 'Fresh#2027kosh';
const AVATAR_URL = /^\/files\/avatars\/[0-9a-f-]{36}\.webp$/;
/** The password-changed text: when, on India's clock. */
const CHANGED_TEXT =
  /^Kosh: your login password was changed on \d{2}-\d{2}-\d{4} \d{2}:\d{2} IST\. /;

/** A PNG whose header claims 8000×8000 pixels: decoding it would take 192 MB of memory. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(8000, 16);
  png.writeUInt32BE(8000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();

describe('POST /api/user/updateProfile', () => {
  let ctx: TestContext;
  /** The customer of the refused calls: each of them must leave this account as it was. */
  let steady: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    steady = await signUp(ctx, { name: 'Asha Rao' });
  });
  afterAll(() => ctx.close());

  /** Sends the profile form; each call from its own IP, so the per-IP limit stays out of the way. */
  async function update(token: string | null, fields: Record<string, string | FilePart>) {
    const body = await multipart(fields);
    return ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      remoteAddress: uniqueIp(),
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }

  const getUser = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });

  const avatarFiles = () => storedFiles(ctx, 'public', 'avatars');

  /** The customer's stored row and every avatar on disk: a refused call changes neither. */
  const state = async (customer: SignedUp) => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.UId));
    return {
      passwordHash: row!.passwordHash,
      imagePath: row!.imagePath,
      files: await avatarFiles(),
    };
  };

  function expectRefused(
    res: Awaited<ReturnType<typeof update>>,
    field: string,
    message: string,
    status = 400,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      result: false,
      success: false,
      code: codeOf(message),
      message,
      errors: [{ field, code: codeOf(message), message }],
    });
  }

  describe('the profile picture', () => {
    it.each([
      ['JPEG', 'jpeg', 'image/jpeg'],
      ['PNG', 'png', 'image/png'],
      ['WebP', 'webp', 'image/webp'],
    ] as const)('takes a %s and serves it as a 256×256 WebP', async (_label, format, type) => {
      const customer = await signUp(ctx);
      const res = await update(customer.token, {
        name: 'Test Customer',
        user_img: { data: await picture(format), filename: `me.${format}`, type },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        tokenValid: true,
        message: catalogue.PROFILE_UPDATED,
        code: 'PROFILE_UPDATED',
        data: { user_img: expect.stringMatching(AVATAR_URL), passwordChanged: false },
      });
      const userImg = res.json().data.user_img as string;

      const me = await getUser(customer.token);
      expect(me.json().data.user_img).toBe(userImg);

      const file = await ctx.app.inject({ method: 'GET', url: userImg });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      // The password is as it was.
      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    });

    it('replaces an earlier picture and deletes its file', async () => {
      const customer = await signUp(ctx);
      const first = await update(customer.token, {
        user_img: { data: await picture('png'), filename: 'a.png' },
      });
      const firstImg = first.json().data.user_img as string;
      expect(await avatarFiles()).toContain(path.basename(firstImg));

      const second = await update(customer.token, {
        user_img: { data: await picture('jpeg', 300, 500), filename: 'b.jpg' },
      });
      expect(second.statusCode).toBe(200);
      const secondImg = second.json().data.user_img as string;
      expect(secondImg).not.toBe(firstImg);
      expect((await getUser(customer.token)).json().data.user_img).toBe(secondImg);
      expect(await avatarFiles()).not.toContain(path.basename(firstImg));
      expect((await ctx.app.inject({ method: 'GET', url: firstImg })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: secondImg })).statusCode).toBe(200);
    });

    it('leaves one picture on disk when two uploads race', async () => {
      const customer = await signUp(ctx);
      const before = await avatarFiles();
      const answers = await Promise.all(
        (['png', 'jpeg', 'webp'] as const).map(async (format) =>
          update(customer.token, {
            user_img: { data: await picture(format), filename: `me.${format}` },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const current = (await getUser(customer.token)).json().data.user_img as string;
      // The pictures that lost the race are not left behind, publicly served.
      expect((await avatarFiles()).filter((f) => !before.includes(f))).toEqual([
        path.basename(current),
      ]);
      for (const res of answers) {
        const img = res.json().data.user_img as string;
        const served = await ctx.app.inject({ method: 'GET', url: img });
        expect(served.statusCode).toBe(img === current ? 200 : 404);
      }
    });

    it('strips the EXIF and GPS metadata of a photo', async () => {
      const customer = await signUp(ctx);
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#2a7' },
      })
        .jpeg()
        .withMetadata({
          exif: {
            IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' },
          },
        })
        .toBuffer();
      // Control: the upload does carry them.
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      expect(photo.includes('secret-owner')).toBe(true);

      const res = await update(customer.token, {
        user_img: { data: photo, filename: 'IMG_0001.jpg', type: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(200);
      const file = await ctx.app.inject({ method: 'GET', url: res.json().data.user_img });
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.rawPayload.includes('secret-owner')).toBe(false);
      expect(file.rawPayload.includes('secret-artist')).toBe(false);
    });

    it.each([
      ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'me.pdf'],
      ['a text file named .jpg', Buffer.from('just some text, not a photo\n'), 'me.jpg'],
      ['a GIF', null, 'me.gif'],
      ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'me.png'],
      ['a JPEG cut short', 'truncated', 'me.jpg'],
      ['a PNG claiming 64 megapixels', 'bomb', 'me.png'],
    ] as const)('refuses %s and changes nothing', async (_label, data, filename) => {
      const customer = steady;
      const before = await state(customer);
      const bytes =
        data === null
          ? await picture('gif')
          : data === 'truncated'
            ? (await picture('jpeg')).subarray(0, 40)
            : data === 'bomb'
              ? await pixelBomb()
              : data;
      const res = await update(customer.token, {
        user_img: { data: bytes, filename, type: 'image/jpeg' },
      });
      expectRefused(res, 'user_img', catalogue.PROFILE_IMAGE_RULE);
      expect(await state(customer)).toEqual(before);
      expect((await getUser(customer.token)).json().data.user_img).toBeNull();
    });

    it('refuses a picture over 2 MB and changes nothing', async () => {
      const customer = steady;
      const before = await state(customer);
      const jpeg = await picture('jpeg');
      const big = Buffer.concat([jpeg, randomBytes(2 * 1024 * 1024 + 1 - jpeg.length)]);
      const res = await update(customer.token, {
        user_img: { data: big, filename: 'big.jpg', type: 'image/jpeg' },
      });
      expectRefused(res, 'user_img', 'The file must be at most 2 MB.', 413);
      expect(await state(customer)).toEqual(before);
    });

    it('refuses a bad picture sent with a good password change, and changes neither', async () => {
      const customer = steady;
      const before = await state(customer);
      const res = await update(customer.token, {
        oldPassword: customer.password,
        newPassword: NEW_PASSWORD,
        user_img: { data: Buffer.from('not an image'), filename: 'me.png' },
      });
      expectRefused(res, 'user_img', catalogue.PROFILE_IMAGE_RULE);
      expect(await state(customer)).toEqual(before);
      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    });
  });

  describe('the password', () => {
    it('changes it, keeps this session, ends the others and texts the customer', async () => {
      const customer = await signUp(ctx);
      const other = (await login(ctx, customer.mobile, customer.password)).json().data
        .token as string;
      const third = (await login(ctx, customer.mobile, customer.password)).json().data
        .token as string;
      expect((await getUser(other)).statusCode).toBe(200);
      const textsBefore = (await outbox(ctx, customer.mobile)).length;

      const res = await update(customer.token, {
        name: 'Test Customer',
        oldPassword: customer.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        tokenValid: true,
        message: catalogue.PROFILE_UPDATED,
        code: 'PROFILE_UPDATED',
        data: { user_img: null, passwordChanged: true },
      });

      // This session goes on…
      expect((await getUser(customer.token)).statusCode).toBe(200);
      // …the others are signed out.
      for (const token of [other, third]) expectUnauthenticated(await getUser(token));
      const open = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, customer.UId));
      expect(open.filter((s) => s.revokedAt === null)).toHaveLength(1);

      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(401);
      const fresh = await login(ctx, customer.mobile, NEW_PASSWORD);
      expect(fresh.statusCode).toBe(200);

      const [text] = await waitForOutbox(ctx, customer.mobile, textsBefore + 1);
      expect(text).toMatchObject({
        to: customer.mobile,
        templateId: 'KOSH_PASSWORD_CHANGED',
        text: expect.stringMatching(CHANGED_TEXT),
      });
      expect(text!.text).toContain(`call ${ctx.config.support.phone} or reset it`);
      expect(text!.text).not.toContain(NEW_PASSWORD);
      // The same words wait in the app's inbox, about the account.
      const inbox = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me/inbox',
        headers: bearer(customer.token),
      });
      expect(inbox.json().data.entries[0]).toMatchObject({
        kind: 'passwordChanged',
        body: { en: text!.text },
        link: { kind: 'security', id: null },
      });
    });

    it('makes an unused temporary password from "forgot password" worthless', async () => {
      const customer = await signUp(ctx);
      const before = (await outbox(ctx, customer.mobile)).length;
      const forgot = await post(
        ctx,
        '/api/user/forgetPass',
        { mobile: customer.mobile },
        uniqueIp(),
      );
      expect(forgot.statusCode).toBe(200);
      const [sms] = await waitForOutbox(ctx, customer.mobile, before + 1);
      const temporary = /password is (\S+) /.exec(sms!.text)?.[1];
      expect(temporary).toBeTruthy();

      const res = await update(customer.token, {
        oldPassword: customer.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect((await login(ctx, customer.mobile, temporary!)).statusCode).toBe(401);
      // The change stands and this session is still the customer's.
      expect((await login(ctx, customer.mobile, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await getUser(customer.token)).statusCode).toBe(200);
    });

    it('changes the password and the picture together', async () => {
      const customer = await signUp(ctx);
      const res = await update(customer.token, {
        oldPassword: customer.password,
        newPassword: NEW_PASSWORD,
        user_img: { data: await picture('png'), filename: 'me.png' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        user_img: expect.stringMatching(AVATAR_URL),
        passwordChanged: true,
      });
      expect((await login(ctx, customer.mobile, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password and keeps the old one and every session', async () => {
      const customer = steady;
      const other = (await login(ctx, customer.mobile, customer.password)).json().data
        .token as string;
      const before = await state(customer);
      const textsBefore = (await outbox(ctx, customer.mobile)).length;

      const res = await update(customer.token, {
        oldPassword: 'Wrong#pass99',
        newPassword: NEW_PASSWORD,
      });
      expectRefused(res, 'oldPassword', catalogue.PROFILE_OLD_PASSWORD_WRONG);
      expect(await state(customer)).toEqual(before);
      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
      expect((await login(ctx, customer.mobile, NEW_PASSWORD)).statusCode).toBe(401);
      expect((await getUser(other)).statusCode).toBe(200);
      expect(await outbox(ctx, customer.mobile)).toHaveLength(textsBefore);
    });

    it.each([
      ['too short', 'Ab1@xyz'],
      ['without an uppercase letter', 'kosh@2027pay'],
      ['without a lowercase letter', 'KOSH@2027PAY'],
      ['without a digit', 'Kosh@payments'],
      ['without a special character', 'Kosh2027pay'],
      ['only spaces for the special character', 'Kosh 2027pay'],
      ['over 128 characters', `Aa1@${'x'.repeat(125)}`],
    ])('refuses a new password %s with the form message', async (_label, newPassword) => {
      const customer = steady;
      const before = await state(customer);
      const res = await update(customer.token, { oldPassword: customer.password, newPassword });
      expectRefused(res, 'newPassword', catalogue.PROFILE_PASSWORD_RULE);
      expect(res.json().message).toBe(
        'Password must be at least 8 characters long and contain uppercase, lowercase, numeric, and special characters.',
      );
      expect(await state(customer)).toEqual(before);
      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    });

    it('asks for the current password with a new one', async () => {
      const customer = steady;
      const before = await state(customer);
      const res = await update(customer.token, { newPassword: NEW_PASSWORD });
      expectRefused(res, 'oldPassword', catalogue.PROFILE_OLD_PASSWORD_REQUIRED);
      expect(await state(customer)).toEqual(before);
      expect((await login(ctx, customer.mobile, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('asks for the new password when only the current one is given', async () => {
      const customer = steady;
      const res = await update(customer.token, { oldPassword: customer.password });
      expectRefused(res, 'newPassword', catalogue.PROFILE_NEW_PASSWORD_REQUIRED);
    });

    it('refuses a new password equal to the current one', async () => {
      const customer = steady;
      const res = await update(customer.token, {
        oldPassword: STRONG_PASSWORD,
        newPassword: STRONG_PASSWORD,
      });
      expectRefused(res, 'newPassword', catalogue.PROFILE_NEW_PASSWORD_SAME);
    });
  });

  describe('everything else', () => {
    it.each([
      ['an empty form', {}],
      ['only the name, unchanged', { name: 'Asha Rao' }],
      ['empty password fields', { oldPassword: '', newPassword: '' }],
    ])('refuses %s: nothing to update', async (_label, fields) => {
      const customer = steady;
      const before = await state(customer);
      const res = await update(customer.token, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        result: false,
        success: false,
        code: 'PROFILE_NOTHING_TO_UPDATE',
        message: catalogue.PROFILE_NOTHING_TO_UPDATE,
      });
      expect(await state(customer)).toEqual(before);
    });

    it('refuses a change of name, even with a good picture', async () => {
      const customer = steady;
      const before = await state(customer);
      const res = await update(customer.token, {
        name: 'Someone Else',
        user_img: { data: await picture('png'), filename: 'me.png' },
      });
      expectRefused(res, 'name', catalogue.PROFILE_NAME_LOCKED);
      expect(await state(customer)).toEqual(before);
      expect((await getUser(customer.token)).json().data).toMatchObject({
        name: 'Asha Rao',
        user_img: null,
      });
    });

    it.each([
      ['garbage', 'multipart/form-data; boundary=xyz', 'garbage'],
      ['no boundary', 'multipart/form-data', '--xyz\r\n'],
      [
        'a form cut short',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="oldPassword"\r\n\r\nKosh@20',
      ],
    ])('refuses a form it cannot read (%s) with 400, changing nothing', async (_l, type, body) => {
      const customer = steady;
      const before = await state(customer);
      const res = await ctx.app.inject({
        method: 'POST',
        url: UPDATE,
        remoteAddress: uniqueIp(),
        headers: { 'content-type': type, ...bearer(customer.token) },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        result: false,
        success: false,
        code: 'FORM_UNREADABLE',
        message: 'The form could not be read. Please send it again.',
      });
      expect(await state(customer)).toEqual(before);
    });

    it('refuses two pictures in one form, or a file in another field', async () => {
      const customer = steady;
      const before = await state(customer);
      const png = await picture('png');
      const form = new FormData();
      form.append('user_img', new Blob([new Uint8Array(png)]), 'a.png');
      form.append('user_img', new Blob([new Uint8Array(png)]), 'b.png');
      const encoded = new Response(form);
      const twice = await ctx.app.inject({
        method: 'POST',
        url: UPDATE,
        remoteAddress: uniqueIp(),
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          ...bearer(customer.token),
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expectRefused(twice, 'user_img', 'Send one file only.');

      const elsewhere = await update(customer.token, {
        oldPassword: { data: png, filename: 'a.png' },
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().errors).toEqual([
        {
          field: 'oldPassword',
          code: 'FIELD_TAKES_NO_FILE',
          message: 'This field does not take a file.',
        },
      ]);
      expect(await state(customer)).toEqual(before);
    });

    it('refuses the form sent as JSON: 415', async () => {
      const customer = steady;
      const res = await ctx.app.inject({
        method: 'POST',
        url: UPDATE,
        remoteAddress: uniqueIp(),
        headers: bearer(customer.token),
        payload: { oldPassword: customer.password, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'SEND_MULTIPART' });
      expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    });

    it('refuses a request without a token, or with a dead one', async () => {
      const customer = steady;
      const fields = { user_img: { data: await picture('png'), filename: 'me.png' } };
      const before = await avatarFiles();
      for (const token of [null, 'not-a-token']) {
        const res = await update(token, fields);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          result: false,
          success: false,
          code: 'UNAUTHENTICATED',
          message: catalogue.UNAUTHENTICATED,
          tokenValid: false,
        });
      }
      expect(await avatarFiles()).toEqual(before);
      expect((await getUser(customer.token)).json().data.user_img).toBeNull();
    });

    it('does not touch another customer', async () => {
      const first = await signUp(ctx);
      const second = await signUp(ctx);
      const res = await update(first.token, {
        oldPassword: first.password,
        newPassword: NEW_PASSWORD,
        user_img: { data: await picture('webp'), filename: 'me.webp' },
      });
      expect(res.statusCode).toBe(200);
      expect((await getUser(second.token)).statusCode).toBe(200);
      expect((await getUser(second.token)).json().data.user_img).toBeNull();
      expect((await login(ctx, second.mobile, second.password)).statusCode).toBe(200);
    });
  });
});

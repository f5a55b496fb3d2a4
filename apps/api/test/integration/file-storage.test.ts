import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  multipart,
  signInAdmin,
  signUp,
  uniqueIp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { storedFiles } from '../helpers/files';
import {
  createS3FileStore,
  FileStoreUnavailableError,
} from '../../src/providers/files/s3-file-store';
import { requestMoney, neftFields, slipPng } from '../helpers/wallet';

const png = async (background: string) => ({
  data: await sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .png()
    .toBuffer(),
  filename: 'picture.png',
  type: 'image/png',
});

/**
 * Upload → read → authorise → delete, for each kind of upload, on both stores: the folder under
 * DATA_DIR and a bucket on a real S3-protocol server (s3rver) started by the test.
 */
describe.each(['disk', 's3'] as const)('uploaded files in the %s store', (kind) => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let owner: SignedUp;
  let stranger: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext({ fileStore: kind });
    admin = await signInAdmin(ctx);
    [owner, stranger] = [await signUp(ctx), await signUp(ctx)];
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** The object keys in the bucket itself, read with a client of the test's own. */
  async function bucketKeys(): Promise<string[]> {
    const store = ctx.config.fileStore;
    if (store.kind !== 's3') throw new Error('not an S3 store');
    const client = new S3Client({
      region: store.region,
      endpoint: store.endpoint,
      forcePathStyle: true,
      credentials: store.credentials,
    });
    const page = await client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
    client.destroy();
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  }

  it(`keeps files in the ${kind} store and nowhere else`, async () => {
    expect(ctx.services.files.kind).toBe(kind);
    const key = await ctx.services.files.savePublic('probe', 'txt', Buffer.from('hello'));
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'files', 'public', key))).toBe(
      kind === 'disk',
    );
    if (kind === 's3') expect(await bucketKeys()).toContain(`kosh/public/${key}`);
    await ctx.services.files.removePublic(key);
    expect(await ctx.services.files.exists('public', key)).toBe(false);
  });

  it('keeps a wallet slip private: its owner and admins read it, no one else, never via /files', async () => {
    const before = await storedFiles(ctx, 'private', 'slips');
    const submitted = await requestMoney(ctx, owner.token, {
      ...neftFields(),
      slipImage: await slipPng(),
    });
    expect(submitted.statusCode).toBe(200);
    const url = submitted.json().data.SlipImage as string;
    const [name] = (await storedFiles(ctx, 'private', 'slips')).filter((f) => !before.includes(f));
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    if (kind === 's3') expect(await bucketKeys()).toContain(`kosh/private/slips/${name}`);

    for (const token of [owner.token, admin.token]) {
      const res = await get(url, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, bearer(stranger.token))).statusCode).toBe(404);
    for (const guess of [`/files/slips/${name}`, `/files/private/slips/${name}`]) {
      expect((await get(guess)).statusCode, guess).toBe(404);
    }
  });

  it('serves a profile picture from the store with caching, and deletes the one it replaces', async () => {
    const update = async (background: string) => {
      const body = await multipart({ name: 'Test Customer', user_img: await png(background) });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/updateProfile',
        remoteAddress: uniqueIp(),
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner.token) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.user_img as string;
    };
    const first = await update('#c00');
    const file = await get(first);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400',
      'content-length': String(file.rawPayload.length),
    });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(first, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    const second = await update('#00c');
    expect(second).not.toBe(first);
    expect((await get(second)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(404);
    expect(await storedFiles(ctx, 'public', 'avatars')).toEqual([path.posix.basename(second)]);
  });

  it('stores, serves and deletes a banner', async () => {
    const body = await multipart({ kind: 'banner', alt: 'Pay bills', image: await png('#0c0') });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(added.statusCode).toBe(200);
    const { id, img } = added.json().data as { id: string; img: string };
    const served = await get(img);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // A HEAD answers like the GET, without the bytes.
    const head = await ctx.app.inject({ method: 'HEAD', url: img });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(img)).statusCode).toBe(404);
    expect(await storedFiles(ctx, 'public', 'banners')).toEqual([]);
    if (kind === 's3') expect(await bucketKeys()).not.toContain(`kosh/public${img.slice(6)}`);
  });

  it.each(['/files/', '/files/banners/', '/files/../private/x.webp', '/files/.hidden.svg'])(
    'answers %s with 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );
});

describe('a bucket that cannot be reached', () => {
  it('stops the start with one line naming the bucket and the endpoint', async () => {
    const store = createS3FileStore({
      bucket: 'kosh-missing',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: '',
    });
    const failure = store.ready();
    await expect(failure).rejects.toBeInstanceOf(FileStoreUnavailableError);
    await expect(failure).rejects.toThrow(
      /^The file store's bucket kosh-missing is not reachable at http:\/\/127\.0\.0\.1:1 \(.+\)\. Check S3_BUCKET, S3_ENDPOINT and the keys\.$/,
    );
    store.close();
  });
});

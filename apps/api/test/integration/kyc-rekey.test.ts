import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycAadhaarNumbers, kycAadhaarOtpSessions, kycSubmissions } from '../../src/db/schema';
import { createFieldEncryption, sealedFileKeyVersion } from '../../src/lib/field-encryption';
import { createServices } from '../../src/modules/app-modules';
import { aadhaarNumberContext } from '../../src/modules/kyc/kyc-aadhaar-otp.service';
import { aadhaarImageContext } from '../../src/modules/kyc/kyc-records.service';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp } from '../helpers/accounts';
import { goodAadhaar, kycPost, kycUpload, personalForm, photo } from '../helpers/kyc';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Rotating KYC_ENCRYPTION_KEY: the new key current (version 2) with the old one still read, then
 * `npm run kyc:rekey` (kyc.rekey.run) seals every Aadhaar number, OTP session and image again with
 * it — after which the old key can go, and everything still opens.
 */
describe('rotating the Aadhaar encryption key', () => {
  let ctx: TestContext;
  const newKey = randomBytes(32);
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** The app's services on the same database and files, with another key ring. */
  const servicesWith = (kyc: Partial<TestContext['config']['kyc']>) =>
    createServices({
      config: { ...ctx.config, kyc: { ...ctx.config.kyc, ...kyc } },
      database: ctx.database,
      log: quiet,
    });

  it('reseals numbers, sessions and images; the old key is then not needed', async () => {
    const oldKey = ctx.config.kyc.encryptionKey;
    const c = await signUp(ctx);
    await personalForm(ctx, c.token);
    const aadhaar = goodAadhaar();
    const uploaded = await kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
      regno: 'x',
      AadhaarNumber: aadhaar,
      aadharfront: await photo('front.png'),
      aadharback: await photo('back.png'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const pending = await signUp(ctx);
    await personalForm(ctx, pending.token);
    const started = await kycPost(ctx, pending.token, '/api/onlineKyc/aadhaar', {
      regno: 'x',
      AadhaarNumber: goodAadhaar(),
    });
    expect(started.statusCode, started.body).toBe(200);

    const [submission] = await ctx.database.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, c.UId));
    const oldFront = submission!.frontKey!;

    // The new key current, the old one still read: nothing resealed yet, everything opens.
    const rotating = servicesWith({
      encryptionKey: newKey,
      encryptionKeyVersion: 2,
      previousEncryptionKeys: [{ version: 1, key: oldKey }],
    });
    await rotating.files.ready();
    const admin = { userId: c.UId, role: 'admin' as const };
    const frontBefore = await rotating.kyc.records.file(admin, submission!.id, 'front');

    expect(await rotating.kyc.rekey.run()).toMatchObject({ numbers: 1, images: 2 });
    // Run again: nothing is left to reseal.
    expect(await rotating.kyc.rekey.run()).toEqual({ numbers: 0, sessions: 0, images: 0 });

    const numbers = await ctx.database.db.select().from(kycAadhaarNumbers);
    expect(numbers.map((n) => n.keyVersion)).toEqual(numbers.map(() => 2));
    const sessions = await ctx.database.db.select().from(kycAadhaarOtpSessions);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.keyVersion)).toEqual(sessions.map(() => 2));
    const [moved] = await ctx.database.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, submission!.id));
    expect(moved!.frontKey).not.toBe(oldFront);
    expect(await rotating.files.exists('private', oldFront)).toBe(false);
    expect(sealedFileKeyVersion(await rotating.files.readPrivate(moved!.frontKey!))).toBe(2);

    // The old key dropped: the number and the images open with the new one alone.
    const onlyNew = createFieldEncryption({ current: { version: 2, key: newKey } });
    const number = numbers.find((n) => n.submissionId === submission!.id)!;
    expect(onlyNew.openString(number, aadhaarNumberContext(submission!.id))).toBe(aadhaar);
    const rotated = servicesWith({
      encryptionKey: newKey,
      encryptionKeyVersion: 2,
      previousEncryptionKeys: [],
    });
    await rotated.files.ready();
    expect(await rotated.kyc.records.file(admin, submission!.id, 'front')).toEqual(frontBefore);
    const back = await rotated.files.readPrivate(moved!.backKey!);
    expect(() => onlyNew.openBuffer(back, aadhaarImageContext(c.UId, 'back'))).not.toThrow();
    await rotating.files.close();
    await rotated.files.close();
  });
});

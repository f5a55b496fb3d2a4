import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { kycSubmissions } from '../../src/modules/kyc/kyc.tables';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  latestOtp,
  outbox,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  accountEnding,
  adminCaller,
  goodAadhaar,
  goodPan,
  kycCounts,
  kycPost,
  kycRecordOf,
  kycTablesText,
  kycUpload,
  photo,
  providerRequests,
  submissionsOf,
  verifyBankOnline,
  verifyPanOnline,
} from '../helpers/kyc';
import { rows } from '../helpers/wallet';

/**
 * One identity, one wallet: a PAN, Aadhaar or bank account approved for one customer is refused
 * online for any other (naming the document, never the account), flagged to the reviewer when it
 * comes offline, approved then only with an override and its reason, and free again once rejected.
 */
describe('one identity, one wallet', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const asAdmin = (...call: Parameters<ReturnType<typeof adminCaller>>) =>
    adminCaller(ctx, admin.token)(...call);
  const onlinePan = (c: SignedUp, PanNumber: string) => verifyPanOnline(ctx, c.token, PanNumber);
  const onlineBank = (c: SignedUp, account: string, ifsc?: string) =>
    verifyBankOnline(ctx, c.token, account, ifsc);
  const offlinePan = async (c: SignedUp, PanNumber: string) =>
    kycUpload(ctx, c.token, '/api/kyc/useruplodePan', { PanNumber, slipImage: await photo() });
  const startAadhaar = (c: SignedUp, AadhaarNumber: string) =>
    kycPost(ctx, c.token, '/api/onlineKyc/aadhaar', { regno: 'x', AadhaarNumber });
  async function verifiedAadhaar(c: SignedUp, aadhaar: string) {
    const started = await startAadhaar(c, aadhaar);
    expect(started.statusCode, started.body).toBe(200);
    const res = await kycPost(ctx, c.token, '/api/v1/kyc/aadhaar/verify', {
      referenceId: started.json().data.referenceId,
      otp: await latestOtp(ctx, c.mobile),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const detail = async (c: SignedUp) => {
    const res = await asAdmin('GET', `/api/admin/kyc/${c.UId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      submissions: {
        section: string;
        status: string;
        current: boolean;
        overrideReason: string | null;
        approvedForOthers: { userId: string; publicId: string }[];
      }[];
    };
  };
  const currentPan = async (c: SignedUp) =>
    (await detail(c)).submissions.find((s) => s.section === 'pan' && s.current)!;

  /** The refusal says which document, and nothing of the account that holds it. */
  function expectRefusedFor(
    res: Awaited<ReturnType<typeof onlinePan>>,
    code: 'KYC_PAN_IN_USE' | 'KYC_BANK_IN_USE' | 'KYC_AADHAAR_IN_USE',
    holder: SignedUp,
  ) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ result: false, code, message: catalogue[code] });
    for (const secret of [holder.mobile, holder.userId, holder.UId]) {
      expect(res.body).not.toContain(secret);
    }
  }

  it('refuses online a PAN verified for another customer, however it is written, before the provider is asked', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const pan = goodPan();
    expect((await onlinePan(first, pan)).json().data.status).toBe('1');
    const asked = (await providerRequests(ctx, pan)).length;
    const before = await kycCounts(ctx);

    expectRefusedFor(await onlinePan(second, pan.toLowerCase()), 'KYC_PAN_IN_USE', first);
    expect(await kycCounts(ctx)).toEqual(before);
    expect((await kycRecordOf(ctx, second.token)).PStatus).toBe('0');
    expect(await providerRequests(ctx, pan)).toHaveLength(asked);
    // The holder is untouched and may look at their own.
    expect((await kycRecordOf(ctx, first.token)).PStatus).toBe('1');
  });

  it('refuses online a bank account verified for another customer, at another branch or padded', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const account = accountEnding(3);
    expect((await onlineBank(first, account)).json().data.status).toBe('1');
    expectRefusedFor(
      await onlineBank(second, `000${account}`, 'SBIN0000691'),
      'KYC_BANK_IN_USE',
      first,
    );
    expect((await kycRecordOf(ctx, second.token)).bankstatus).toBe('0');
    // The same number at another bank is another account.
    expect((await onlineBank(second, account, 'HDFC0000001')).statusCode).toBe(200);
  });

  it('sends no Aadhaar OTP for an Aadhaar verified for another customer, and keeps its number only sealed', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const aadhaar = goodAadhaar();
    await verifiedAadhaar(first, aadhaar);
    const texts = (await outbox(ctx, second.mobile)).length;

    expectRefusedFor(await startAadhaar(second, aadhaar), 'KYC_AADHAAR_IN_USE', first);
    expect(await outbox(ctx, second.mobile)).toHaveLength(texts);
    expect((await kycRecordOf(ctx, second.token)).Aastatus).toBe('0');
    // Compared by keyed hash: the number itself is nowhere in clear.
    expect(await kycTablesText(ctx)).not.toContain(aadhaar);
  });

  it('flags an offline PAN approved for another customer to the reviewer, who approves it only with an override and a reason', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const pan = goodPan();
    expect((await onlinePan(first, pan)).json().data.status).toBe('1');

    const uploaded = await offlinePan(second, pan);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await currentPan(second)).toMatchObject({
      status: '2',
      approvedForOthers: [{ userId: first.UId, publicId: first.userId }],
      overrideReason: null,
    });
    // The holder's own page names the newcomer only once the newcomer holds it too.
    expect((await currentPan(first)).approvedForOthers).toEqual([]);

    const plain = await asAdmin('POST', `/api/admin/kyc/${second.UId}/pan/approve`);
    expect(plain.statusCode, plain.body).toBe(409);
    expect(plain.json()).toMatchObject({
      code: 'KYC_OVERRIDE_REQUIRED',
      params: { customer: first.userId },
    });
    for (const overrideReason of ['', 'no', 'x'.repeat(201)]) {
      const res = await asAdmin('POST', `/api/admin/kyc/${second.UId}/pan/approve`, {
        overrideReason,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'KYC_OVERRIDE_REASON' });
    }
    expect((await currentPan(second)).status).toBe('2');

    const reason = 'Same person: the old number was lost, that account is being closed.';
    const approved = await asAdmin('POST', `/api/admin/kyc/${second.UId}/pan/approve`, {
      overrideReason: `  ${reason} `,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await currentPan(second)).toMatchObject({ status: '1', overrideReason: reason });
    expect((await currentPan(first)).approvedForOthers).toEqual([
      { userId: second.UId, publicId: second.userId },
    ]);
    // A third customer is still refused online: the document is held (twice now).
    expectRefusedFor(await onlinePan(await signUp(ctx), pan), 'KYC_PAN_IN_USE', first);
  });

  it('keeps no override reason where there was nothing to override', async () => {
    const c = await signUp(ctx);
    expect((await offlinePan(c, goodPan())).statusCode).toBe(200);
    const res = await asAdmin('POST', `/api/admin/kyc/${c.UId}/pan/approve`, {
      overrideReason: 'Just in case',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await currentPan(c)).toMatchObject({ status: '1', overrideReason: null });
  });

  it('a rejected document frees the identity again', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const pan = goodPan();
    expect((await offlinePan(first, pan)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/kyc/${first.UId}/pan/approve`)).statusCode).toBe(200);
    expectRefusedFor(await onlinePan(second, pan), 'KYC_PAN_IN_USE', first);

    // The first customer's approval is withdrawn: rejected on a later look (the row is set back).
    await ctx.database.db
      .update(kycSubmissions)
      .set({ status: '3', reason: 'The photo is not of this card.' })
      .where(eq(kycSubmissions.userId, first.UId));
    const res = await onlinePan(second, pan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('1');
  });

  it('two customers verifying one PAN at once: one is approved, the other refused', async () => {
    const customers = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    const pan = goodPan();
    const answers = await Promise.all(customers.map((c) => onlinePan(c, pan)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('KYC_PAN_IN_USE');
    }
    const approved = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from kyc_submissions where status = '1' and details->>'pan' = ${pan}`,
    );
    expect(approved).toEqual([{ n: 1 }]);
  });

  it('the start-up backfill hashes documents kept before the check, and marks a pair approved twice', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const pan = goodPan();
    const aadhaar = goodAadhaar();
    expect((await onlinePan(first, pan)).statusCode).toBe(200);
    await verifiedAadhaar(first, aadhaar);
    expect((await offlinePan(second, pan)).statusCode).toBe(200);
    // As before the check existed: no hashes, and both approved.
    await ctx.database.db.execute(
      sql`update kyc_submissions set identity_hash = null where user_id in (${first.UId}, ${second.UId})`,
    );
    await ctx.database.db.execute(
      sql`update kyc_submissions set status = '1', decided_at = now() where user_id = ${second.UId}`,
    );

    expect(await ctx.services.kyc.identity.backfill()).toBeGreaterThanOrEqual(3);
    const [firstRows, secondRows] = [
      await submissionsOf(ctx, first.UId),
      await submissionsOf(ctx, second.UId),
    ];
    for (const row of [...firstRows, ...secondRows]) {
      expect(row.identityHash, row.section).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(firstRows.find((r) => r.section === 'pan')!.overrideReason).toBeNull();
    expect(secondRows.find((r) => r.section === 'pan')!.overrideReason).toMatch(/before/);
    // The backfilled Aadhaar (from its sealed number) is found like a new one.
    expectRefusedFor(await startAadhaar(second, aadhaar), 'KYC_AADHAAR_IN_USE', first);
    expect(await ctx.services.kyc.identity.backfill()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  outbox,
  signInAdmin,
  signUp,
  waitForOutbox,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  adminCaller,
  goodAadhaar,
  goodPan,
  kycPost,
  kycRecordOf,
  kycUpload,
  personalForm,
  photo,
  submissionsOf,
} from '../helpers/kyc';
import { expectForbidden } from '../helpers/refusals';
import { createOrder } from '../helpers/wallet';

describe('the back office’s KYC review desk', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const asAdmin = (...call: Parameters<ReturnType<typeof adminCaller>>) =>
    adminCaller(ctx, admin.token)(...call);
  const approve = (c: SignedUp, section: string) =>
    asAdmin('POST', `/api/admin/kyc/${c.UId}/${section}/approve`);
  const reject = (c: SignedUp, section: string, reason: string) =>
    asAdmin('POST', `/api/admin/kyc/${c.UId}/${section}/reject`, { reason });
  const detail = async (c: SignedUp) => {
    const res = await asAdmin('GET', `/api/admin/kyc/${c.UId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** A customer who has submitted personal details, PAN and Aadhaar offline: all waiting. */
  async function submittedOffline(): Promise<SignedUp> {
    const c = await signUp(ctx);
    expect(
      (await kycPost(ctx, c.token, '/api/kyc/userinsertUser', await personalForm(ctx, c.token)))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
          PanNumber: goodPan(),
          slipImage: await photo(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
          AadhaarNumber: goodAadhaar(),
          aadharfront: await photo(),
          aadharback: await photo(),
        })
      ).statusCode,
    ).toBe(200);
    return c;
  }

  it('is for admins only: a customer gets 403 on every admin call, nothing changes', async () => {
    const c = await submittedOffline();
    const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: bearer(c.token),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    expectForbidden(await as('GET', '/api/admin/kyc'));
    expectForbidden(await as('GET', `/api/admin/kyc/${c.UId}`));
    expectForbidden(await as('POST', `/api/admin/kyc/${c.UId}/pan/approve`));
    expectForbidden(await as('POST', `/api/admin/kyc/${c.UId}/pan/reject`, { reason: 'Not me' }));
    expect((await submissionsOf(ctx, c.UId)).every((s) => s.status === '2')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/kyc' })).statusCode).toBe(401);
  });

  it('lists customers waiting for review, newest first, filtered by status and date', async () => {
    const first = await submittedOffline();
    const second = await submittedOffline();
    const pending = await asAdmin('GET', '/api/admin/kyc');
    expect(pending.statusCode).toBe(200);
    const rowsOf = (res: typeof pending) =>
      res.json().data as { userId: string; submittedAt: string }[];
    const ids = rowsOf(pending).map((r) => r.userId);
    expect(ids.indexOf(second.UId)).toBeLessThan(ids.indexOf(first.UId));
    expect(ids.indexOf(first.UId)).toBeGreaterThanOrEqual(0);
    expect(rowsOf(pending).find((r) => r.userId === second.UId)).toMatchObject({
      publicId: second.userId,
      name: 'Test Customer',
      mobile: second.mobile,
      personal: '2',
      pan: '2',
      bank: '0',
      aadhaar: '2',
      kycLevel: 'min',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const inRange = await asAdmin('GET', `/api/admin/kyc?status=all&from=${today}&to=${today}`);
    expect(rowsOf(inRange).map((r) => r.userId)).toContain(first.UId);
    const before = await asAdmin('GET', '/api/admin/kyc?status=all&from=2020-01-01&to=2020-01-31');
    expect(rowsOf(before)).toEqual([]);
    const backwards = await asAdmin('GET', `/api/admin/kyc?from=${today}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);

    await reject(first, 'pan', 'The photo is blurred');
    await approve(first, 'personal');
    await approve(first, 'aadhaar');
    const rejected = rowsOf(await asAdmin('GET', '/api/admin/kyc?status=rejected')).map(
      (r) => r.userId,
    );
    expect(rejected).toContain(first.UId);
    expect(rejected).not.toContain(second.UId);
    expect(rowsOf(await asAdmin('GET', '/api/admin/kyc')).map((r) => r.userId)).not.toContain(
      first.UId,
    );
    await kycUpload(ctx, first.token, '/api/kyc/useruplodePan', {
      PanNumber: goodPan(),
      slipImage: await photo(),
    });
    await approve(first, 'pan');
    const approved = rowsOf(await asAdmin('GET', '/api/admin/kyc?status=approved'));
    expect(approved.find((r) => r.userId === first.UId)).toMatchObject({ kycLevel: 'full' });
  });

  it('rejects with a reason the customer sees and is texted; re-submitting makes it pending again', async () => {
    const c = await submittedOffline();
    const textsBefore = (await outbox(ctx, c.mobile)).length;
    const res = await reject(c, 'pan', '  The photo of the PAN card is blurred.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      success: true,
      code: 'KYC_REJECTED',
      message: catalogue.KYC_REJECTED,
      data: {
        record: {
          PStatus: '3',
          panReason: 'The photo of the PAN card is blurred.',
          PersonalStatus: '2',
        },
      },
    });
    const record = await kycRecordOf(ctx, c.token);
    expect(record).toMatchObject({
      PStatus: '3',
      panReason: 'The photo of the PAN card is blurred.',
    });
    const [text] = await waitForOutbox(ctx, c.mobile, textsBefore + 1);
    // The reviewer's own full stop and the template's are one, not "blurred..".
    expect(text?.text).toBe(
      'Kosh: your KYC PAN details could not be approved: The photo of the PAN card is blurred. ' +
        'Please submit them again in the app.',
    );
    expect(text?.templateId).toBe('KOSH_KYC_DECISION');

    const again = await reject(c, 'pan', 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'KYC_NOT_PENDING',
      message: catalogue.KYC_NOT_PENDING,
    });

    const resubmitted = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
      PanNumber: goodPan(),
      slipImage: await photo(),
    });
    expect(resubmitted.json().data.status).toBe('2');
    const { submissions } = await detail(c);
    const pans = submissions.filter((s: { section: string }) => s.section === 'pan');
    expect(pans).toMatchObject([
      { status: '2', current: true, decidedBy: null, method: 'offline' },
      {
        status: '3',
        current: false,
        decidedBy: 'Kosh Admin',
        reason: 'The photo of the PAN card is blurred.',
        decidedAt: expect.any(String),
      },
    ]);
  });

  it('a reject needs a reason of 3–200 characters; nothing changes without one', async () => {
    const c = await submittedOffline();
    for (const reason of ['', 'no', 'x'.repeat(201)]) {
      const res = await reject(c, 'pan', reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'KYC_REASON_REQUIRED',
        errors: [{ field: 'reason' }],
      });
    }
    expect((await kycRecordOf(ctx, c.token)).PStatus).toBe('2');
  });

  it('decides only what waits for review: nothing submitted, approved or unknown is refused', async () => {
    const c = await submittedOffline();
    const bank = await approve(c, 'bank');
    expect(bank.statusCode).toBe(409);
    expect(bank.json().code).toBe('KYC_NOT_PENDING');
    expect((await approve(c, 'pan')).statusCode).toBe(200);
    expect((await approve(c, 'pan')).statusCode).toBe(409);
    expect((await reject(c, 'pan', 'Changed my mind')).statusCode).toBe(409);
    const unknown = await asAdmin(
      'POST',
      '/api/admin/kyc/00000000-0000-4000-8000-000000000000/pan/approve',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('KYC_CUSTOMER_NOT_FOUND');
    expect((await asAdmin('POST', `/api/admin/kyc/${c.UId}/selfie/approve`)).statusCode).toBe(400);
    expect(
      (await asAdmin('GET', '/api/admin/kyc/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    // Nobody decides their own documents.
    expect((await approve({ ...c, UId: admin.UId }, 'pan')).statusCode).toBe(403);
  });

  it('records each admin’s look at an Aadhaar image, and lists who looked when', async () => {
    const c = await submittedOffline();
    const { record, aadhaarViews } = await detail(c);
    expect(aadhaarViews).toEqual([]);
    // The PAN image is not Aadhaar: no record of it.
    expect((await asAdmin('GET', record.panimage)).statusCode).toBe(200);
    const front = await asAdmin('GET', record.AadharFront);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/webp');
    expect((await asAdmin('GET', record.AadharBack)).statusCode).toBe(200);
    const after = await detail(c);
    expect(after.aadhaarViews).toEqual([
      { adminName: 'Kosh Admin', viewedAt: expect.any(String) },
      { adminName: 'Kosh Admin', viewedAt: expect.any(String) },
    ]);
    expect(after.record.Aadharno).toMatch(/^XXXX XXXX \d{4}$/);
    // No 12-digit number anywhere in the answer — ids aside: a UUID's last group can be 12 digits
    // by chance (a flake seen on PostgreSQL), and it is no Aadhaar number.
    const withoutIds = JSON.stringify(after).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
      '<id>',
    );
    expect(withoutIds).not.toMatch(/(?<!\d)\d{12}(?!\d)/);
    // The customer's own look is not recorded.
    await ctx.app.inject({ method: 'GET', url: record.AadharFront, headers: bearer(c.token) });
    expect((await detail(c)).aadhaarViews).toHaveLength(2);
  });

  it('the approval that completes personal, PAN and Aadhaar makes the wallet full-KYC — not before', async () => {
    const c = await submittedOffline();
    const over = () =>
      createOrder(ctx, c.token, { amount: 15000, currency: 'INR', receipt: 'kyc_admin_full' });
    expect((await over()).json().code).toBe('WALLET_LIMIT_MIN_KYC_BALANCE');

    const personal = await approve(c, 'personal');
    expect(personal.json()).toMatchObject({
      code: 'KYC_APPROVED',
      message: 'Approved.',
      data: { record: { PersonalStatus: '1', kycLevel: 'min' } },
    });
    expect((await approve(c, 'aadhaar')).json().data.record.kycLevel).toBe('min');
    expect((await over()).statusCode).toBe(422);

    const last = await approve(c, 'pan');
    expect(last.json().data.record).toMatchObject({
      PStatus: '1',
      PersonalStatus: '1',
      Aastatus: '1',
      bankstatus: '0',
      kycLevel: 'full',
    });
    expect((await over()).statusCode).toBe(200);
    const status = await kycPost(ctx, c.token, '/api/kyc/getUserKycStatus', {});
    expect(status.json()).toMatchObject({ code: 'KYC_STATUS_FULL', data: { maxBalance: 200000 } });

    // Texted: each decision, and the upgrade.
    const texts = await waitForOutbox(ctx, c.mobile, 5);
    const words = texts.map((t) => t.text);
    expect(words.filter((t) => t.includes('have been approved'))).toHaveLength(3);
    expect(words.some((t) => t.includes('your KYC is complete') && t.includes('₹2,00,000'))).toBe(
      true,
    );
    // Bank details decided later change nothing in the level.
    await kycUpload(ctx, c.token, '/api/kyc/useruplodeBank', {
      BankName: 'State Bank of India',
      BankACNo: '123456789012',
      IFSCCode: 'SBIN0000001',
      Branch: 'Main',
      type: 'SAVING A/C',
      slipImage: await photo(),
    });
    expect((await reject(c, 'bank', 'Wrong account')).json().data.record.kycLevel).toBe('full');
  });
});

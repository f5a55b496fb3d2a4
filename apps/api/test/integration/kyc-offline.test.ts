import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { storedFiles } from '../helpers/files';
import {
  KNOWN_IFSC,
  goodAadhaar,
  goodPan,
  kycCounts,
  kycGet,
  kycPost,
  kycRecordOf,
  kycTablesText,
  kycUpload,
  photo,
  submissionsOf,
} from '../helpers/kyc';
import { rows } from '../helpers/wallet';

const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/;
// A UUID's last group is twelve hex digits, all of them decimal about once in 280 ids: ids are
// taken out before looking for a number in clear, or the check fails by chance.
const withoutUuids = (text: string) =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');

describe('offline KYC: document images for review, kept private (Aadhaar encrypted)', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const uploadPan = async (c: SignedUp, PanNumber = goodPan()) =>
    kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
      regno: 'x',
      PanNumber,
      slipImage: await photo('pan.png'),
    });
  const bankFields = () => ({
    regno: 'x',
    BankName: 'State Bank of India',
    BankACNo: '123456789012',
    IFSCCode: KNOWN_IFSC,
    Branch: 'Mumbai Main',
    type: 'SAVING A/C',
  });
  const uploadAadhaar = async (c: SignedUp, AadhaarNumber = goodAadhaar()) =>
    kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
      regno: 'x',
      AadhaarNumber,
      aadharfront: await photo('front.png'),
      aadharback: await photo('back.png'),
    });
  const image = (token: string, path: string) =>
    ctx.app.inject({ method: 'GET', url: path, headers: bearer(token) });

  describe('POST /api/kyc/useruplodePan', () => {
    it('stores the PAN and its image for review; the owner and admins see the image, re-encoded', async () => {
      const c = await signUp(ctx);
      const pan = goodPan();
      const res = await uploadPan(c, pan);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        message: 'Pan details submitted successfully!',
        code: 'KYC_PAN_SUBMITTED',
        data: { status: '2' },
      });
      const record = await kycRecordOf(ctx, c.token);
      expect(record).toMatchObject({ PStatus: '2', panno: pan, OnlinePanVerify: '0' });
      expect(record.panimage).toMatch(/^\/api\/v1\/kyc\/files\/[0-9a-f-]{36}\/pan$/);

      const mine = await image(c.token, String(record.panimage));
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/webp');
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(mine.rawPayload).metadata()).format).toBe('webp');
      expect((await image(admin.token, String(record.panimage))).statusCode).toBe(200);

      const other = await signUp(ctx);
      const theirs = await image(other.token, String(record.panimage));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'KYC_FILE_NOT_FOUND' });
      // A side the submission has not is not found either.
      expect(
        (await image(c.token, String(record.panimage).replace(/pan$/, 'front'))).statusCode,
      ).toBe(404);
      expect(
        (await image(c.token, String(record.panimage).replace(/pan$/, 'side'))).statusCode,
      ).toBe(400);
    });

    it('refuses a missing or junk image and a bad PAN with 400s naming the field; nothing kept', async () => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      const filesBefore = await storedFiles(ctx, 'private', 'kyc');
      const noImage = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
        PanNumber: goodPan(),
      });
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json()).toMatchObject({
        code: 'KYC_PAN_IMAGE_REQUIRED',
        errors: [{ field: 'slipImage', code: 'KYC_PAN_IMAGE_REQUIRED' }],
      });
      const junk = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
        PanNumber: goodPan(),
        slipImage: {
          data: Buffer.from('%PDF-1.4 not an image'),
          filename: 'pan.png',
          type: 'image/png',
        },
      });
      expect(junk.statusCode).toBe(400);
      expect(junk.json()).toMatchObject({ code: 'IMAGE_TYPE', errors: [{ field: 'slipImage' }] });
      const badPan = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
        PanNumber: 'ABCDE1234F',
        slipImage: await photo(),
      });
      expect(badPan.statusCode).toBe(400);
      expect(badPan.json()).toMatchObject({
        message: 'Invalid PAN No.!!',
        errors: [{ field: 'PanNumber', code: 'KYC_PAN_INVALID' }],
      });
      const tooBig = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
        PanNumber: goodPan(),
        slipImage: { data: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'big.png' },
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        code: 'FILE_TOO_LARGE',
        errors: [{ field: 'slipImage' }],
      });
      const json = await kycPost(ctx, c.token, '/api/kyc/useruplodePan', { PanNumber: goodPan() });
      expect(json.statusCode).toBe(415);
      expect(await kycCounts(ctx)).toEqual(before);
      expect(await storedFiles(ctx, 'private', 'kyc')).toEqual(filesBefore);
    });

    it('a pending PAN is replaced by a new upload (the old one kept), an approved one is final', async () => {
      const c = await signUp(ctx);
      await uploadPan(c);
      const second = goodPan();
      expect((await uploadPan(c, second)).statusCode).toBe(200);
      const all = await submissionsOf(ctx, c.UId);
      expect(all).toHaveLength(2);
      expect(all.filter((s) => s.supersededAt === null)).toMatchObject([
        { details: { pan: second } },
      ]);
      // The replaced image stays for the record.
      for (const row of all)
        expect(await ctx.services.files.exists('private', row.frontKey!)).toBe(true);

      const approved = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/${c.UId}/pan/approve`,
        headers: bearer(admin.token),
      });
      expect(approved.statusCode).toBe(200);
      const filesBefore = await storedFiles(ctx, 'private', 'kyc/pan');
      const again = await uploadPan(c);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'KYC_ALREADY_APPROVED',
        message: catalogue.KYC_ALREADY_APPROVED,
      });
      expect(await storedFiles(ctx, 'private', 'kyc/pan')).toEqual(filesBefore);
    });

    it('two submits at once leave exactly one current submission', async () => {
      const c = await signUp(ctx);
      const answers = await Promise.all([uploadPan(c), uploadPan(c), uploadPan(c)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const all = await submissionsOf(ctx, c.UId);
      expect(all).toHaveLength(3);
      expect(all.filter((s) => s.supersededAt === null)).toHaveLength(1);
    });

    it('ignores regno and Userid: the customer is always the token’s', async () => {
      const c = await signUp(ctx);
      const other = await signUp(ctx);
      const res = await kycUpload(ctx, c.token, '/api/kyc/useruplodePan', {
        regno: other.userId,
        PanNumber: goodPan(),
        slipImage: await photo(),
      });
      expect(res.statusCode).toBe(200);
      expect(await submissionsOf(ctx, other.UId)).toEqual([]);
      expect(await submissionsOf(ctx, c.UId)).toHaveLength(1);
      const record = await kycPost(ctx, c.token, '/api/kyc/getApprovalList', {
        Userid: other.userId,
      });
      expect(record.json().data).toHaveLength(1);
      expect(record.json().data[0].appmstregno).toBe(c.userId);
    });
  });

  describe('POST /api/kyc/useruplodeBank', () => {
    it('stores the account and its passbook image for review', async () => {
      const c = await signUp(ctx);
      const res = await kycUpload(ctx, c.token, '/api/kyc/useruplodeBank', {
        ...bankFields(),
        IFSCCode: KNOWN_IFSC.toLowerCase(),
        slipImage: await photo('cheque.png'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 'KYC_BANK_SUBMITTED',
        message: 'Bank detail updated successfully!',
        data: { status: '2' },
      });
      const record = await kycRecordOf(ctx, c.token);
      expect(record).toMatchObject({
        bankstatus: '2',
        bankname: 'State Bank of India',
        acountno: '123456789012',
        ifscode: KNOWN_IFSC,
        branch: 'Mumbai Main',
        type: 'SAVING A/C',
        OnlineBankVerify: '0',
      });
      expect((await image(c.token, String(record.bankimage))).statusCode).toBe(200);
    });

    it('names each bad field (the first one’s words as the message); an unknown IFSC; nothing kept', async () => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      const many = await kycUpload(ctx, c.token, '/api/kyc/useruplodeBank', {
        BankName: '',
        BankACNo: '12',
        IFSCCode: 'SBIN000001',
        Branch: '',
        type: 'FIXED A/C',
      });
      expect(many.statusCode).toBe(400);
      expect(
        many
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['BankACNo', 'BankName', 'Branch', 'IFSCCode', 'slipImage', 'type'].sort());
      const unknown = await kycUpload(ctx, c.token, '/api/kyc/useruplodeBank', {
        ...bankFields(),
        IFSCCode: 'ZZZQ0999999',
        slipImage: await photo(),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'KYC_IFSC_UNKNOWN',
        errors: [{ field: 'IFSCCode', code: 'KYC_IFSC_UNKNOWN' }],
      });
      const long = await kycUpload(ctx, c.token, '/api/kyc/useruplodeBank', {
        ...bankFields(),
        BankACNo: '1234567890123456789',
        slipImage: await photo(),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        code: 'KYC_ACCOUNT_INVALID',
        errors: [{ field: 'BankACNo' }],
      });
      expect(await kycCounts(ctx)).toEqual(before);
    });
  });

  describe('POST /api/kyc/useruploadAadhaar', () => {
    it('keeps both images encrypted in the store and the number only encrypted in its table', async () => {
      const c = await signUp(ctx);
      const number = goodAadhaar();
      const res = await uploadAadhaar(c, number);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        message: 'Aadhaar detail submitted successfully',
        code: 'KYC_AADHAAR_SUBMITTED',
        data: { status: '2' },
      });
      const record = await kycRecordOf(ctx, c.token);
      expect(record).toMatchObject({
        Aastatus: '2',
        Aadharno: `XXXX XXXX ${number.slice(-4)}`,
        OnlineAadhaarVerify: '0',
      });
      expect(withoutUuids(JSON.stringify(record))).not.toMatch(TWELVE_DIGITS);

      const [row] = await submissionsOf(ctx, c.UId);
      expect(row).toMatchObject({ details: { masked: `XXXX XXXX ${number.slice(-4)}` } });
      for (const key of [row!.frontKey!, row!.backKey!]) {
        expect(key).toMatch(/^kyc\/aadhaar\/[0-9a-f-]{36}\.bin$/);
        const stored = await ctx.services.files.readPrivate(key);
        // Sealed: not an image anything can decode, and no number in it.
        expect(stored.subarray(0, 4).toString('latin1')).toBe('KENC');
        await expect(sharp(stored).metadata()).rejects.toThrow();
        expect(stored.toString('latin1')).not.toContain(number);
      }
      // Served decrypted, to the owner.
      for (const side of ['AadharFront', 'AadharBack'] as const) {
        const served = await image(c.token, String(record[side]));
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
      const [sealed] = await rows<{ n: string }>(
        ctx,
        sql`select count(*)::text as n from kyc_aadhaar_numbers where submission_id = ${row!.id}`,
      );
      expect(sealed?.n).toBe('1');
      expect(await kycTablesText(ctx)).not.toContain(number);
      // The customer's own look at their images is not an admin's view.
      expect((await kycCounts(ctx)).views).toBe('0');
    });

    it('needs both sides and a valid number; refused uploads leave no file behind', async () => {
      const c = await signUp(ctx);
      const filesBefore = await storedFiles(ctx, 'private', 'kyc/aadhaar');
      const before = await kycCounts(ctx);
      const noBack = await kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
        AadhaarNumber: goodAadhaar(),
        aadharfront: await photo(),
      });
      expect(noBack.statusCode).toBe(400);
      expect(noBack.json()).toMatchObject({
        code: 'KYC_AADHAAR_BACK_REQUIRED',
        errors: [{ field: 'aadharback' }],
      });
      const badNumber = await kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
        AadhaarNumber: '123456789012',
        aadharfront: await photo(),
        aadharback: await photo(),
      });
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json()).toMatchObject({
        message: 'Invalid Aadhar No.!!',
        errors: [{ field: 'AadhaarNumber' }],
      });
      expect(badNumber.body).not.toContain('123456789012');
      const junkBack = await kycUpload(ctx, c.token, '/api/kyc/useruploadAadhaar', {
        AadhaarNumber: goodAadhaar(),
        aadharfront: await photo(),
        aadharback: { data: Buffer.from('GIF89a not really'), filename: 'back.png' },
      });
      expect(junkBack.statusCode).toBe(400);
      expect(junkBack.json()).toMatchObject({
        code: 'IMAGE_TYPE',
        errors: [{ field: 'aadharback' }],
      });
      expect(await kycCounts(ctx)).toEqual(before);
      expect(await storedFiles(ctx, 'private', 'kyc/aadhaar')).toEqual(filesBefore);
    });
  });

  describe('lists and lookups', () => {
    it('GET /api/kyc/getState: the 36 states and union territories, by name', async () => {
      const c = await signUp(ctx);
      const res = await kycGet(ctx, c.token, '/api/kyc/getState');
      expect(res.statusCode).toBe(200);
      const states = res.json().data as { SId: number; statename: string }[];
      expect(states).toHaveLength(36);
      expect(states.map((s) => s.statename)).toEqual(
        [...states.map((s) => s.statename)].sort((a, b) => a.localeCompare(b)),
      );
      expect(states.map((s) => s.statename)).toEqual(
        expect.arrayContaining(['Ladakh', 'Telangana', 'Maharashtra', 'Delhi']),
      );
      expect((await ctx.app.inject({ method: 'GET', url: '/api/kyc/getState' })).statusCode).toBe(
        401,
      );
    });

    it('POST /api/kyc/getDistrict: a state’s districts; an unknown state is a 400 on state', async () => {
      const c = await signUp(ctx);
      const states = (await kycGet(ctx, c.token, '/api/kyc/getState')).json().data as {
        SId: number;
        statename: string;
      }[];
      const maharashtra = states.find((s) => s.statename === 'Maharashtra')!;
      const res = await kycPost(ctx, c.token, '/api/kyc/getDistrict', {
        state: String(maharashtra.SId),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((d: { districtname: string }) => d.districtname)).toContain(
        'Pune',
      );
      for (const state of [999, '', 'x']) {
        const bad = await kycPost(ctx, c.token, '/api/kyc/getDistrict', { state });
        expect(bad.statusCode, String(state)).toBe(400);
        expect(bad.json()).toMatchObject({
          code: 'KYC_STATE_REQUIRED',
          message: 'Select State.!!',
          errors: [{ field: 'state' }],
        });
      }
    });

    it('GET /api/v1/kyc/pincode/:pincode and /ifsc/:ifsc: found, not found (404), malformed (400)', async () => {
      const c = await signUp(ctx);
      const pune = await kycGet(ctx, c.token, '/api/v1/kyc/pincode/411001');
      expect(pune.statusCode).toBe(200);
      expect(pune.json().data).toMatchObject({ statename: 'Maharashtra', districtname: 'Pune' });
      const unknownPin = await kycGet(ctx, c.token, '/api/v1/kyc/pincode/999999');
      expect(unknownPin.statusCode).toBe(404);
      expect(unknownPin.json().code).toBe('KYC_PINCODE_UNKNOWN');
      expect((await kycGet(ctx, c.token, '/api/v1/kyc/pincode/012345')).statusCode).toBe(400);

      const sbi = await kycGet(ctx, c.token, `/api/v1/kyc/ifsc/${KNOWN_IFSC.toLowerCase()}`);
      expect(sbi.statusCode).toBe(200);
      expect(sbi.json().data).toMatchObject({ ifsc: KNOWN_IFSC, bank: 'State Bank of India' });
      const unknown = await kycGet(ctx, c.token, '/api/v1/kyc/ifsc/ZZZQ0999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('KYC_IFSC_UNKNOWN');
      const bad = await kycGet(ctx, c.token, '/api/v1/kyc/ifsc/SBIN1234');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'KYC_IFSC_INVALID', errors: [{ field: 'ifsc' }] });
    });
  });
});

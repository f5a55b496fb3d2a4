import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { createFieldEncryption } from '../../src/lib/field-encryption';
import { kycAadhaarNumbers } from '../../src/modules/kyc/kyc.tables';
import { createTestContext, type TestContext } from '../helpers/app';
import { latestOtp, outbox, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import {
  KNOWN_IFSC,
  aadhaarEnding,
  accountEnding,
  goodAadhaar,
  goodPan,
  kycCounts,
  kycPost,
  kycRecordOf,
  kycTablesText,
  panEnding,
  personalForm,
  providerRequests,
  submissionsOf,
  unknownAadhaar,
  verifyBankOnline,
  verifyPanOnline,
} from '../helpers/kyc';
import { createOrder, rows } from '../helpers/wallet';

const MISMATCHED = 'RAMESH KUMAR VERMA';
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/;
// A UUID's last group is twelve hex digits, all of them decimal about once in 280 ids: ids are
// taken out before looking for a number in clear, or the check fails by chance.
const withoutUuids = (text: string) =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');

describe('online KYC: PAN, bank (penny drop) and Aadhaar OTP e-KYC against the sandbox provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const pan = (c: SignedUp, PanNumber: string, extra: Record<string, unknown> = {}) =>
    verifyPanOnline(ctx, c.token, PanNumber, extra);
  const bank = (c: SignedUp, beneficiaryAccount: string, beneficiaryIFSC = KNOWN_IFSC) =>
    verifyBankOnline(ctx, c.token, beneficiaryAccount, beneficiaryIFSC);
  const startAadhaar = (c: SignedUp, AadhaarNumber: string) =>
    kycPost(ctx, c.token, '/api/onlineKyc/aadhaar', { regno: 'x', AadhaarNumber });
  const verifyAadhaar = (c: SignedUp, referenceId: string, otp: string) =>
    kycPost(ctx, c.token, '/api/v1/kyc/aadhaar/verify', { referenceId, otp });

  /** Starts e-KYC and reads the OTP the provider texted to the account's mobile. */
  async function otpFor(c: SignedUp, aadhaar: string) {
    const started = await startAadhaar(c, aadhaar);
    expect(started.statusCode, started.body).toBe(200);
    return {
      referenceId: started.json().data.referenceId as string,
      otp: await latestOtp(ctx, c.mobile),
    };
  }

  async function expectNothingStored(before: Awaited<ReturnType<typeof kycCounts>>) {
    expect(await kycCounts(ctx)).toEqual(before);
  }

  describe('before anything is submitted', () => {
    it('the record is the customer’s own, every section "0", prefilled from the account', async () => {
      const c = await signUp(ctx, { name: 'Asha Verma' });
      const res = await kycPost(ctx, c.token, '/api/kyc/getApprovalList', {
        Action: 'x',
        Fromdate: '01-01-2026',
        Todate: '01-01-2026',
        Userid: 'someone-else',
        status: '1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(1);
      expect(res.json().data[0]).toMatchObject({
        PStatus: '0',
        bankstatus: '0',
        Aastatus: '0',
        PersonalStatus: '0',
        appmstregno: c.userId,
        appmstfname: 'Asha Verma',
        AppMstMobile: c.mobile,
        email: 'test@example.com',
        Aadharno: '',
        panimage: '',
        kycLevel: 'min',
      });
      const status = await kycPost(ctx, c.token, '/api/kyc/getUserKycStatus', { Userid: 'x' });
      expect(status.json()).toEqual({
        result: true,
        message: catalogue.KYC_STATUS_MIN,
        code: 'KYC_STATUS_MIN',
        data: {
          kycLevel: 'min',
          personal: '0',
          pan: '0',
          bank: '0',
          aadhaar: '0',
          maxBalance: 10000,
        },
      });
    });
  });

  describe('POST /api/onlineKyc/pan', () => {
    it('a verified PAN whose name matches is approved at once, asked of the provider once', async () => {
      const c = await signUp(ctx);
      const number = goodPan();
      const res = await pan(c, number.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        message: 'Pan details submitted successfully!',
        code: 'KYC_PAN_SUBMITTED',
        data: { status: '1', name: 'TEST CUSTOMER' },
      });
      expect(await kycRecordOf(ctx, c.token)).toMatchObject({
        PStatus: '1',
        panno: number,
        OnlinePanVerify: '1',
        panimage: '',
      });
      expect(await providerRequests(ctx, number)).toHaveLength(1);
      const [row] = await submissionsOf(ctx, c.UId);
      expect(row).toMatchObject({
        section: 'pan',
        method: 'online',
        status: '1',
        verifiedName: 'TEST CUSTOMER',
        decidedBy: null,
      });
      expect(row?.decidedAt).toBeInstanceOf(Date);
    });

    it('a name that does not match waits for review (status "2"), and the customer is told', async () => {
      const c = await signUp(ctx);
      const res = await pan(c, panEnding(9));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        message:
          'The name on this document does not match your name. We will review it and let you know.',
        code: 'KYC_NAME_MISMATCH_REVIEW',
        data: { status: '2', name: MISMATCHED },
      });
      expect(await submissionsOf(ctx, c.UId)).toMatchObject([
        { section: 'pan', status: '2', verifiedName: MISMATCHED, decidedAt: null },
      ]);
      expect((await kycRecordOf(ctx, c.token)).PStatus).toBe('2');
    });

    it('a PAN the provider does not know is a 422 and nothing is stored', async () => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      const res = await pan(c, 'ABCPD0000E');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        result: false,
        code: 'KYC_PAN_NOT_FOUND',
        message: catalogue.KYC_PAN_NOT_FOUND,
      });
      await expectNothingStored(before);
    });

    it.each([
      ['answers 503', 8],
      ['does not answer in time', 7],
    ])('when the provider %s: 503 KYC_PROVIDER_UNAVAILABLE, nothing stored', async (_, last) => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      const res = await pan(c, panEnding(last));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        result: false,
        code: 'KYC_PROVIDER_UNAVAILABLE',
        message: catalogue.KYC_PROVIDER_UNAVAILABLE,
      });
      await expectNothingStored(before);
      expect((await kycRecordOf(ctx, c.token)).PStatus).toBe('0');
    });

    it('a malformed PAN is a 400 naming the field with the spec’s words; the provider is not asked', async () => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      // The fourth letter says who holds it: C is a company, not a person.
      for (const PanNumber of ['ABCDE1234F', 'ABCCD1234F', 'ABCPD12345', '']) {
        const res = await pan(c, PanNumber);
        expect(res.statusCode, PanNumber).toBe(400);
        expect(res.json().errors[0]).toMatchObject({ field: 'PanNumber' });
        expect(res.json().message).toBe(
          PanNumber === '' ? catalogue.KYC_PAN_REQUIRED : 'Invalid PAN No.!!',
        );
        if (PanNumber) expect(await providerRequests(ctx, PanNumber)).toEqual([]);
      }
      await expectNothingStored(before);
    });

    it('an approved PAN is final: submitting again is a 409 and the provider is not asked', async () => {
      const c = await signUp(ctx);
      expect((await pan(c, goodPan())).statusCode).toBe(200);
      const again = goodPan();
      const res = await pan(c, again);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'KYC_ALREADY_APPROVED' });
      expect(await providerRequests(ctx, again)).toEqual([]);
      expect(await submissionsOf(ctx, c.UId)).toHaveLength(1);
    });

    it('a PAN waiting for review can be submitted again: the new one is current, the old kept', async () => {
      const c = await signUp(ctx);
      await pan(c, panEnding(9));
      const res = await pan(c, goodPan());
      expect(res.json().data.status).toBe('1');
      const all = await submissionsOf(ctx, c.UId);
      expect(all).toHaveLength(2);
      expect(all.filter((s) => s.supersededAt === null)).toMatchObject([{ status: '1' }]);
    });

    it('the same Idempotency-Key answers the first result again without asking the provider', async () => {
      const c = await signUp(ctx);
      const number = goodPan();
      const headers = { authorization: `Bearer ${c.token}`, 'idempotency-key': 'kyc-pan-retry-1' };
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/onlineKyc/pan',
          headers,
          payload: { PanNumber: number },
        });
      const first = await send();
      const second = await send();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await providerRequests(ctx, number)).toHaveLength(1);
      expect(await submissionsOf(ctx, c.UId)).toHaveLength(1);
    });

    it('is limited to 10 checks per customer per 10 minutes (the provider charges for each)', async () => {
      const c = await signUp(ctx);
      const answers: number[] = [];
      for (let i = 0; i < 11; i += 1) answers.push((await pan(c, 'ABCPD0000E')).statusCode);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(answers[10]).toBe(429);
      // Per customer: another customer is not held up.
      expect((await pan(await signUp(ctx), 'ABCPD0000E')).statusCode).toBe(422);
    });
  });

  describe('POST /api/onlineKyc/bank (penny drop)', () => {
    it('a verified account whose name matches is approved, with the bank the IFSC names; the wallet is untouched', async () => {
      const c = await signUp(ctx);
      const account = accountEnding(3);
      const transfersBefore = await ledgerTransfers();
      const res = await bank(c, account, KNOWN_IFSC.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        code: 'KYC_BANK_SUBMITTED',
        message: 'Bank detail updated successfully!',
        data: { status: '1', name: 'TEST CUSTOMER', bankName: 'State Bank of India' },
      });
      expect(await kycRecordOf(ctx, c.token)).toMatchObject({
        bankstatus: '1',
        acountno: account,
        ifscode: KNOWN_IFSC,
        bankname: 'State Bank of India',
        OnlineBankVerify: '1',
      });
      // ₹1 from Kosh's own account at the provider: no ledger entry, no wallet movement.
      expect(await ledgerTransfers()).toBe(transfersBefore);
      expect(await providerRequests(ctx, account)).toHaveLength(1);
    });

    it('another name waits for review; an unknown account is a 422; an outage or silence a 503 — neither stored', async () => {
      const c = await signUp(ctx);
      const mismatch = await bank(c, accountEnding(9));
      expect(mismatch.json()).toMatchObject({
        code: 'KYC_NAME_MISMATCH_REVIEW',
        data: { status: '2', name: MISMATCHED },
      });
      const before = await kycCounts(ctx);
      const unknown = await bank(c, '000000000000');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().code).toBe('KYC_ACCOUNT_NOT_FOUND');
      for (const last of [8, 7]) {
        const down = await bank(c, accountEnding(last));
        expect(down.statusCode).toBe(503);
        expect(down.json().code).toBe('KYC_PROVIDER_UNAVAILABLE');
      }
      await expectNothingStored(before);
    });

    it('an IFSC not in the dataset is a 400 on beneficiaryIFSC before the provider is asked', async () => {
      const c = await signUp(ctx);
      const account = accountEnding(2);
      const res = await bank(c, account, 'ZZZQ0999999');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'KYC_IFSC_UNKNOWN',
        errors: [{ field: 'beneficiaryIFSC', code: 'KYC_IFSC_UNKNOWN' }],
      });
      expect(await providerRequests(ctx, account)).toEqual([]);
      const badFormat = await bank(c, '12345', 'SBIN000001');
      expect(badFormat.statusCode).toBe(400);
      expect(
        badFormat
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['beneficiaryAccount', 'beneficiaryIFSC']);
    });
  });

  describe('Aadhaar OTP e-KYC: POST /api/onlineKyc/aadhaar, then /api/v1/kyc/aadhaar/verify', () => {
    it('the provider texts an OTP to the account’s mobile; the right OTP approves a matching name', async () => {
      const c = await signUp(ctx);
      const number = goodAadhaar();
      const started = await startAadhaar(
        c,
        `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`,
      );
      expect(started.statusCode).toBe(200);
      expect(started.json()).toEqual({
        result: true,
        message: 'We have sent an OTP to the mobile number linked with this Aadhaar.',
        code: 'KYC_AADHAAR_OTP_SENT',
        data: {
          referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          maskedAadhaar: `XXXX XXXX ${number.slice(-4)}`,
          expiresInSeconds: 600,
        },
      });
      const [text] = await outbox(ctx, c.mobile);
      expect(text?.text).toMatch(/\b\d{6}\b.*Aadhaar/);
      const otp = await latestOtp(ctx, c.mobile);
      const res = await verifyAadhaar(c, started.json().data.referenceId, otp);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        message: 'Aadhaar detail submitted successfully',
        code: 'KYC_AADHAAR_SUBMITTED',
        data: { status: '1', name: 'TEST CUSTOMER' },
      });
      const record = await kycRecordOf(ctx, c.token);
      expect(record).toMatchObject({
        Aastatus: '1',
        Aadharno: `XXXX XXXX ${number.slice(-4)}`,
        OnlineAadhaarVerify: '1',
        AadharFront: '',
      });
      for (const answer of [started.body, res.body, JSON.stringify(record)]) {
        expect(withoutUuids(answer)).not.toMatch(TWELVE_DIGITS);
      }
    });

    it('keeps the number only encrypted (AES-256-GCM, bound to its submission), nowhere in clear', async () => {
      const c = await signUp(ctx);
      const number = goodAadhaar();
      const { referenceId, otp } = await otpFor(c, number);
      expect((await verifyAadhaar(c, referenceId, otp)).statusCode).toBe(200);
      const [submission] = await submissionsOf(ctx, c.UId);
      const [stored] = await rows<{
        ciphertext: string;
        iv_len: number;
        tag_len: number;
        key_version: number;
        last4: string;
      }>(
        ctx,
        sql`select encode(ciphertext, 'hex') as ciphertext, octet_length(iv) as iv_len,
                   octet_length(tag) as tag_len, key_version, last4
              from kyc_aadhaar_numbers where submission_id = ${submission!.id}`,
      );
      expect(stored).toMatchObject({
        iv_len: 12,
        tag_len: 16,
        key_version: 1,
        last4: number.slice(-4),
      });
      expect(Buffer.from(stored!.ciphertext, 'hex').toString('latin1')).not.toContain(number);
      expect(stored!.ciphertext).not.toContain(number);
      // It is the number, sealed with the configured key — not a hash, not a copy.
      const [sealed] = await ctx.database.db
        .select()
        .from(kycAadhaarNumbers)
        .where(eq(kycAadhaarNumbers.submissionId, submission!.id));
      const cipher = createFieldEncryption({
        current: { version: 1, key: ctx.config.kyc.encryptionKey },
      });
      expect(cipher.openString(sealed!, `kyc-aadhaar-number:${submission!.id}`)).toBe(number);
      expect(() => cipher.openString(sealed!, 'kyc-aadhaar-number:another')).toThrow();
      // Not in clear anywhere in the KYC tables (submissions, sessions, views).
      const text = await kycTablesText(ctx);
      expect(text).not.toContain(number);
      // No 12-digit number at all outside the bank section (whose account numbers and penny-drop
      // UTRs are the bank's own numbers, and may well have 12 digits), nor in the identity's
      // keyed hash (hex, which holds 12 digits in a row about one time in six).
      const submissionsText = (
        await rows<{ row: string }>(
          ctx,
          sql`select (to_jsonb(x) - 'identity_hash')::text as row
                from kyc_submissions x where section <> 'bank'`,
        )
      )
        .map((r) => r.row)
        .join('\n');
      expect(withoutUuids(submissionsText)).not.toMatch(TWELVE_DIGITS);
    });

    it('an Aadhaar the provider does not know is a 422; an outage or silence a 503 — no session kept', async () => {
      const c = await signUp(ctx);
      const before = await kycCounts(ctx);
      const unknown = await startAadhaar(c, unknownAadhaar());
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().code).toBe('KYC_AADHAAR_NOT_FOUND');
      for (const last of [8, 7]) {
        const res = await startAadhaar(c, aadhaarEnding(last));
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('KYC_PROVIDER_UNAVAILABLE');
      }
      await expectNothingStored(before);
    });

    it('another name on the Aadhaar waits for review', async () => {
      const c = await signUp(ctx);
      const { referenceId, otp } = await otpFor(c, aadhaarEnding(9));
      const res = await verifyAadhaar(c, referenceId, otp);
      expect(res.json()).toMatchObject({
        code: 'KYC_NAME_MISMATCH_REVIEW',
        data: { status: '2', name: MISMATCHED },
      });
      expect((await kycRecordOf(ctx, c.token)).Aastatus).toBe('2');
    });

    it('a wrong OTP is a 422 saying the tries left; after five, even the right one is expired', async () => {
      const c = await signUp(ctx);
      const { referenceId, otp } = await otpFor(c, goodAadhaar());
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 0; left -= 1) {
        const res = await verifyAadhaar(c, referenceId, wrong);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          code: 'KYC_AADHAAR_OTP_INVALID',
          message: `The OTP is not correct. ${left} tries left.`,
          params: { triesLeft: left },
        });
      }
      const late = await verifyAadhaar(c, referenceId, otp);
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('KYC_AADHAAR_OTP_EXPIRED');
      expect(await submissionsOf(ctx, c.UId)).toEqual([]);
    });

    it('an expired session is refused without asking the provider', async () => {
      const c = await signUp(ctx);
      const { referenceId, otp } = await otpFor(c, goodAadhaar());
      await ctx.database.db.execute(
        sql`update kyc_aadhaar_otp_sessions set expires_at = now() - interval '1 second' where id = ${referenceId}`,
      );
      const res = await verifyAadhaar(c, referenceId, otp);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('KYC_AADHAAR_OTP_EXPIRED');
      expect(await submissionsOf(ctx, c.UId)).toEqual([]);
    });

    it('a reference is used once: verifying it again is refused', async () => {
      const c = await signUp(ctx);
      const { referenceId, otp } = await otpFor(c, aadhaarEnding(9));
      expect((await verifyAadhaar(c, referenceId, otp)).statusCode).toBe(200);
      const again = await verifyAadhaar(c, referenceId, otp);
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('KYC_AADHAAR_OTP_EXPIRED');
      expect(await submissionsOf(ctx, c.UId)).toHaveLength(1);
    });

    it('used and expired sessions are purged with the sealed numbers they held; open ones stay', async () => {
      const c = await signUp(ctx);
      const used = await otpFor(c, goodAadhaar());
      expect((await verifyAadhaar(c, used.referenceId, used.otp)).statusCode).toBe(200);
      const lapsed = await otpFor(await signUp(ctx), goodAadhaar());
      await ctx.database.db.execute(
        sql`update kyc_aadhaar_otp_sessions set expires_at = now() - interval '1 second' where id = ${lapsed.referenceId}`,
      );
      const open = await otpFor(await signUp(ctx), goodAadhaar());
      expect(await ctx.services.kyc.aadhaarOtp.purgeClosedSessions()).toBeGreaterThanOrEqual(2);
      const left = await rows<{ id: string }>(
        ctx,
        sql`select id::text from kyc_aadhaar_otp_sessions`,
      );
      const ids = left.map((r) => r.id);
      expect(ids).toContain(open.referenceId);
      expect(ids).not.toContain(used.referenceId);
      expect(ids).not.toContain(lapsed.referenceId);
      // The approved Aadhaar keeps its own sealed number.
      expect((await kycCounts(ctx)).numbers).not.toBe('0');
    });

    it('another customer’s reference is not found, and costs its owner no try', async () => {
      const owner = await signUp(ctx);
      const other = await signUp(ctx);
      const { referenceId, otp } = await otpFor(owner, goodAadhaar());
      const res = await verifyAadhaar(other, referenceId, otp);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('KYC_REFERENCE_NOT_FOUND');
      expect(await submissionsOf(ctx, other.UId)).toEqual([]);
      const [session] = await rows<{ tries: number }>(
        ctx,
        sql`select tries from kyc_aadhaar_otp_sessions where id = ${referenceId}`,
      );
      expect(session?.tries).toBe(0);
      expect((await verifyAadhaar(owner, referenceId, otp)).statusCode).toBe(200);
    });

    it('a number failing its Verhoeff check is a 400 with the spec’s words; nothing is asked or kept', async () => {
      const c = await signUp(ctx);
      const good = goodAadhaar();
      const bad = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
      const before = await kycCounts(ctx);
      for (const AadhaarNumber of [bad, '123456789012', '23456789012', '2345678901234']) {
        const res = await startAadhaar(c, AadhaarNumber);
        expect(res.statusCode, AadhaarNumber).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'KYC_AADHAAR_INVALID',
          message: 'Invalid Aadhar No.!!',
          errors: [{ field: 'AadhaarNumber', code: 'KYC_AADHAAR_INVALID' }],
        });
        expect(res.body).not.toContain(AadhaarNumber);
      }
      await expectNothingStored(before);
    });
  });

  describe('personal details and the full-KYC upgrade', () => {
    it('personal details wait for review, then an online PAN with a matching name approves them', async () => {
      const c = await signUp(ctx, { name: 'Rahul Kumar Sharma' });
      const form = await personalForm(ctx, c.token, 'Rahul Kumar Sharma');
      const submitted = await kycPost(ctx, c.token, '/api/kyc/userinsertUser', form);
      expect(submitted.json()).toEqual({
        result: true,
        message: 'Personal details submitted successfully!!',
        code: 'KYC_PERSONAL_SUBMITTED',
        data: { status: '2' },
      });
      expect((await pan(c, goodPan())).json().data).toEqual({
        status: '1',
        name: 'RAHUL KUMAR SHARMA',
      });
      expect((await kycRecordOf(ctx, c.token)).PersonalStatus).toBe('1');
    });

    it('a name already verified online approves personal details at submit, however it is written', async () => {
      const c = await signUp(ctx, { name: 'Rahul Kumar Sharma' });
      // The provider verifies the account's name, as the customer has no personal details yet.
      expect((await pan(c, goodPan())).json().data.name).toBe('RAHUL KUMAR SHARMA');
      const res = await kycPost(
        ctx,
        c.token,
        '/api/kyc/userinsertUser',
        await personalForm(ctx, c.token, 'R. K. Sharma'),
      );
      expect(res.json().data.status).toBe('1');
    });

    it('a mismatched verified name approves nothing; a different surname stays for review', async () => {
      const c = await signUp(ctx, { name: 'Rahul Kumar Sharma' });
      expect((await pan(c, panEnding(9))).json().data.status).toBe('2');
      const res = await kycPost(
        ctx,
        c.token,
        '/api/kyc/userinsertUser',
        await personalForm(ctx, c.token, 'Rahul Kumar Verma'),
      );
      expect(res.json().data.status).toBe('2');
      expect(await kycRecordOf(ctx, c.token)).toMatchObject({ PersonalStatus: '2', PStatus: '2' });
    });

    it('personal, PAN and Aadhaar approved online make the wallet full-KYC: the limit rises, an SMS says so', async () => {
      const c = await signUp(ctx);
      const over = () =>
        createOrder(ctx, c.token, { amount: 15000, currency: 'INR', receipt: 'kyc_full' });
      const refused = await over();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('WALLET_LIMIT_MIN_KYC_BALANCE');

      await kycPost(ctx, c.token, '/api/kyc/userinsertUser', await personalForm(ctx, c.token));
      await pan(c, goodPan());
      expect((await kycRecordOf(ctx, c.token)).kycLevel).toBe('min');
      const { referenceId, otp } = await otpFor(c, goodAadhaar());
      expect((await verifyAadhaar(c, referenceId, otp)).json().data.status).toBe('1');

      expect(await kycRecordOf(ctx, c.token)).toMatchObject({
        PersonalStatus: '1',
        PStatus: '1',
        Aastatus: '1',
        bankstatus: '0',
        kycLevel: 'full',
      });
      const status = await kycPost(ctx, c.token, '/api/kyc/getUserKycStatus', {});
      expect(status.json()).toMatchObject({
        code: 'KYC_STATUS_FULL',
        message: 'Your KYC is complete: your wallet can hold up to ₹2,00,000.',
        data: { kycLevel: 'full', maxBalance: 200000 },
      });
      expect((await over()).statusCode).toBe(200);
      const texts = await waitForOutbox(ctx, c.mobile, 3);
      expect(texts.some((t) => t.text.includes('your KYC is complete'))).toBe(true);
    });

    it('the personal form checks its fields with the spec’s words and keeps the account’s mobile', async () => {
      const c = await signUp(ctx);
      const form = await personalForm(ctx, c.token);
      const before = await kycCounts(ctx);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ fname1: '' }, 'fname1', 'Enter User Name.!!'],
        [{ Address1: 'x' }, 'Address1', 'Enter Address.!!'],
        [{ State1: '' }, 'State1', 'Select State.!!'],
        [{ State1: 99 }, 'State1', 'Select State.!!'],
        [{ distt1: '' }, 'distt1', 'Select Distinct.!!'],
        [{ PinCode1: '' }, 'PinCode1', 'Please Enter Pincode.!!'],
        [{ PinCode1: '012345' }, 'PinCode1', 'Invalid Pincode.!!'],
        [{ Mobile1: '' }, 'Mobile1', 'Please Enter Mobile Number.!!'],
        [{ Mobile1: '12345' }, 'Mobile1', 'Invalid Mobile Number.!!'],
      ];
      for (const [change, field, message] of cases) {
        const res = await kycPost(ctx, c.token, '/api/kyc/userinsertUser', { ...form, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message, JSON.stringify(change)).toBe(message);
        expect(res.json().errors[0].field).toBe(field);
      }
      // A district of another state.
      const delhi = await kycPost(ctx, c.token, '/api/kyc/userinsertUser', {
        ...form,
        State1: form.State1 === 1 ? 2 : 1,
      });
      expect(delhi.statusCode).toBe(400);
      expect(delhi.json()).toMatchObject({
        message: 'Select Distinct.!!',
        errors: [{ field: 'distt1' }],
      });
      await expectNothingStored(before);

      const ok = await kycPost(ctx, c.token, '/api/kyc/userinsertUser', {
        ...form,
        Mobile1: '9999999999',
        EPassword: 'Secret@123',
        pswrd: 'Secret@123',
      });
      expect(ok.statusCode).toBe(200);
      const [row] = await submissionsOf(ctx, c.UId);
      expect(JSON.stringify(row)).not.toContain('Secret@123');
      expect(Object.keys(row!.details).sort()).toEqual(
        ['address', 'city', 'district_id', 'email', 'name', 'pincode', 'state_id'].sort(),
      );
      expect((await kycRecordOf(ctx, c.token)).AppMstMobile).toBe(c.mobile);
    });
  });

  async function ledgerTransfers() {
    const [row] = await rows<{ n: string }>(
      ctx,
      sql`select count(*)::text as n from ledger_transfers`,
    );
    return row?.n;
  }
});

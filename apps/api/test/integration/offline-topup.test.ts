import { codeOf } from '../helpers/refusals';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletRequests } from '../../src/db/schema';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { istDate } from '../helpers/dates';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  bearer,
  multipart,
  signInAdmin,
  signUp,
  waitForOutbox,
  type FilePart,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  approve,
  balancePaise,
  createOrder,
  neftFields,
  requestMoney,
  rows,
  setKycLevel,
  slipFiles,
  slipPng,
  submittedRequest,
  todayIso,
  uniqueUtr,
} from '../helpers/wallet';

const FILL_ALL = 'Please fill in all required fields.';
const SUBMITTED = 'Wallet Request submitted successfully';

describe('offline top-up: requstMoney, getWaletReq, the slip, and the back office', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const requestsOf = (user: SignedUp) =>
    ctx.database.db.select().from(walletRequests).where(eq(walletRequests.userId, user.UId));

  const list = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/getWaletReq',
      headers: bearer(token),
      payload,
    });

  const slip = (token: string | null, id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/requests/${id}/slip`,
      headers: token ? bearer(token) : {},
    });

  const reject = (id: string, payload: unknown, token = admin.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/wallet-requests/${id}/reject`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  const adminList = (query: string, token = admin.token) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/wallet-requests${query}`,
      headers: bearer(token),
    });

  /** A form that leaves `omit` out (the slip is `slipImage`). */
  async function formWithout(
    omit: string[],
    overrides: Record<string, string> = {},
  ): Promise<Record<string, string | FilePart>> {
    const form: Record<string, string | FilePart> = {
      ...neftFields(overrides),
      slipImage: await slipPng(),
    };
    for (const name of omit) delete form[name];
    return form;
  }

  describe('POST /api/user/requstMoney', () => {
    it('stores an NEFT request with its slip, re-encoded and kept private', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const fields = neftFields({ amount: '2500.75' });
      const res = await requestMoney(ctx, customer.token, {
        ...fields,
        slipImage: await slipPng(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        result: true,
        success: true,
        tokenValid: true,
        message: SUBMITTED,
        data: {
          Amount: 2500.75,
          Status: 0,
          PaymentType: 'NEFT',
          CompanyBank: 'HDFC Bank',
          CompanyAccNo: '50200078451236',
          PaymentDate: fields.paymentDate,
          TransactionNo: fields.transactionNo,
          UserBank: 'State Bank of India',
          Remarks: fields.remark,
          AdminRemark: '',
        },
      });
      expect(body.data.SlipImage).toBe(`/api/v1/wallet/requests/${body.data.id}/slip`);
      const [row] = await requestsOf(customer);
      expect(row).toMatchObject({ amountPaise: 2500_75n, status: 0, userAccNo: '123456789012' });
      const added = (await slipFiles(ctx)).filter((f) => !filesBefore.includes(f));
      expect(added).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.webp$/)]);
      expect(row!.slipPath).toBe(`slips/${added[0]}`);
      // Private: not under the public /files/ tree, whatever the path tried.
      for (const url of [`/files/slips/${added[0]}`, `/files/../private/slips/${added[0]}`]) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // A request is not money until the back office approves it.
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
    });

    it('takes each payment type with the fields docs/product-1.md §4 asks of it', async () => {
      const customer = await signUp(ctx);
      const slipImage = await slipPng();
      const base = { amount: '150', paymentDate: todayIso(), remark: 'Cash' };

      // CashOffice needs no bank at all; banks sent anyway are dropped.
      const office = await requestMoney(ctx, customer.token, {
        ...base,
        paymentType: 'CashOffice',
        transactionNo: uniqueUtr(),
        company_bank_name: 'HDFC Bank',
        userBank: 'Axis Bank',
        slipImage,
      });
      expect(office.statusCode).toBe(200);
      expect(office.json().data).toMatchObject({
        PaymentType: 'CashOffice',
        CompanyBank: '',
        CompanyAccNo: '',
        UserBank: '',
      });

      // CashBank needs Kosh's bank but not the customer's.
      const bank = await requestMoney(ctx, customer.token, {
        ...base,
        paymentType: 'CashBank',
        transactionNo: uniqueUtr(),
        company_bank_name: 'ICICI Bank',
        company_acc_number: '041205004512',
        slipImage,
      });
      expect(bank.statusCode).toBe(200);
      expect(bank.json().data).toMatchObject({ PaymentType: 'CashBank', UserBank: '' });
      const bankWithout = await requestMoney(ctx, customer.token, {
        ...base,
        paymentType: 'CashBank',
        transactionNo: uniqueUtr(),
        slipImage,
      });
      expect(bankWithout.statusCode).toBe(400);
      expect(bankWithout.json().message).toBe(FILL_ALL);

      // Cheque needs both banks, like NEFT; NEFT is the default type.
      const cheque = await requestMoney(ctx, customer.token, {
        ...(await formWithout(['userBank'], { paymentType: 'Cheque' })),
      });
      expect(cheque.statusCode).toBe(400);
      expect(cheque.json().message).toBe('Please fill the User Bank field.');
      const byDefault = await requestMoney(ctx, customer.token, await formWithout(['paymentType']));
      expect(byDefault.statusCode).toBe(200);
      expect(byDefault.json().data.PaymentType).toBe('NEFT');

      expect((await requestsOf(customer)).map((r) => r.paymentType).sort()).toEqual([
        'CashBank',
        'CashOffice',
        'NEFT',
      ]);
    });

    it('says which field is missing, or that several are, and stores nothing', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const one: [string[], string][] = [
        [['remark'], 'Please fill the Remark field.'],
        [['amount'], 'Please fill the Amount field.'],
        [['paymentDate'], 'Please fill the Date field.'],
        [['transactionNo'], 'Please fill the Transaction/UTR Number field.'],
        [['userBank'], 'Please fill the User Bank field.'],
        [['company_bank_name'], 'Please fill the Company Bank field.'],
        [['slipImage'], 'Please fill the Attachment field.'],
      ];
      for (const [omit, message] of one) {
        const res = await requestMoney(ctx, customer.token, await formWithout(omit));
        expect(res.statusCode, omit[0]).toBe(400);
        expect(res.json()).toMatchObject({ result: false, code: 'WALLET_FILL_ONE', message });
        expect(res.json().errors).toEqual([
          {
            field: omit[0],
            code: 'WALLET_FILL_ONE',
            message,
            params: { field: expect.any(String) },
          },
        ]);
      }
      for (const omit of [
        ['remark', 'slipImage'],
        ['amount', 'transactionNo'],
        [
          'amount',
          'company_bank_name',
          'company_acc_number',
          'paymentDate',
          'userBank',
          'transactionNo',
          'remark',
          'slipImage',
        ],
      ]) {
        const res = await requestMoney(ctx, customer.token, await formWithout(omit));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(FILL_ALL);
        expect(
          res
            .json()
            .errors.map((e: { field: string }) => e.field)
            .sort(),
        ).toEqual([...omit].sort());
      }
      // Blank is missing too.
      const blank = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { remark: '   ' }),
      );
      expect(blank.json().message).toBe('Please fill the Remark field.');
      expect(await requestsOf(customer)).toEqual([]);
      expect(await slipFiles(ctx)).toEqual(filesBefore);
    });

    it('takes amounts from ₹100 to ₹1,00,000 with at most two decimals', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const refused: [string, string][] = [
        ['100000.01', 'Amount should not exceed 1 lakh'],
        ['250000', 'Amount should not exceed 1 lakh'],
        ['99.99', 'Enter the min amount 100 & max 1 lakh'],
        ['0', 'Enter the min amount 100 & max 1 lakh'],
        ['100.123', 'Amount can have at most 2 decimal places.'],
        ['-100', 'Amount cannot be negative.'],
        ['abc', 'Amount must be a number.'],
        ['1e5', 'Amount must be a number.'],
        ['1,000', 'Amount must be a number.'],
      ];
      for (const [amount, message] of refused) {
        const res = await requestMoney(ctx, customer.token, await formWithout([], { amount }));
        expect(res.statusCode, amount).toBe(400);
        expect(res.json().message, amount).toBe(message);
        expect(res.json().errors).toEqual([{ field: 'amount', code: codeOf(message), message }]);
      }
      expect(await requestsOf(customer)).toEqual([]);
      expect(await slipFiles(ctx)).toEqual(filesBefore);

      const least = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '100' }),
      );
      expect(least.statusCode).toBe(200);
      expect(least.json().data.Amount).toBe(100);
      const cents = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '100.5' }),
      );
      expect(cents.json().data.Amount).toBe(100.5);
      // ₹1,00,000 is a valid amount; it is the RBI limits that refuse it (422, not 400).
      await setKycLevel(ctx, customer.UId, 'full');
      const lakh = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '100000' }),
      );
      expect(lakh.statusCode).toBe(422);
      expect(lakh.json().code).toBe('WALLET_LIMIT_OFFLINE');
    });

    it('refuses other bad input with 400 naming the field, storing neither row nor file', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const cases: [Record<string, string>, string][] = [
        [{ paymentType: 'UPI' }, 'paymentType'],
        [{ paymentDate: '2025-02-30' }, 'paymentDate'],
        [{ paymentDate: '12-01-2025' }, 'paymentDate'],
        [{ paymentDate: tomorrowPlus }, 'paymentDate'],
        [{ transactionNo: 'ab1' }, 'transactionNo'],
        [{ transactionNo: 'UTR 1234!' }, 'transactionNo'],
        [{ transactionNo: 'U'.repeat(41) }, 'transactionNo'],
        [{ remark: 'r'.repeat(201) }, 'remark'],
        [{ company_acc_number: '99999999999' }, 'company_acc_number'],
        [{ company_bank_name: 'ICICI Bank' }, 'company_acc_number'],
        [{ userBank: 'Bank of Atlantis' }, 'userBank'],
      ];
      for (const [overrides, field] of cases) {
        const res = await requestMoney(ctx, customer.token, await formWithout([], overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }

      const notMultipart = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/requstMoney',
        headers: bearer(customer.token),
        payload: neftFields(),
      });
      expect(notMultipart.statusCode).toBe(415);
      expect(notMultipart.json()).toMatchObject({ code: 'SEND_MULTIPART' });
      expect(await requestsOf(customer)).toEqual([]);
      expect(await slipFiles(ctx)).toEqual(filesBefore);
    });

    it('checks the slip by its content and size, not its name', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const png = await slipPng();
      const gif = await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#000' },
      })
        .gif()
        .toBuffer();
      const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const tooLarge = Buffer.concat([pngSignature, Buffer.alloc(5 * 1024 * 1024 - 7)]);
      const cases: [Record<string, string | FilePart>, RegExp, number?][] = [
        [
          {
            slipImage: {
              data: Buffer.from('not an image at all'),
              filename: 'slip.png',
              type: 'image/png',
            },
          },
          /JPEG, PNG or WebP/,
        ],
        [
          {
            slipImage: {
              data: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
              filename: 'slip.jpg',
              type: 'image/jpeg',
            },
          },
          /JPEG, PNG or WebP/,
        ],
        [
          { slipImage: { data: gif, filename: 'slip.png', type: 'image/png' } },
          /JPEG, PNG or WebP/,
        ],
        [
          { slipImage: { data: png.data.subarray(0, 120), filename: 'slip.png' } },
          /could not be read/,
        ],
        [
          { slipImage: { data: tooLarge, filename: 'slip.png', type: 'image/png' } },
          /at most 5 MB/,
          413,
        ],
        [{ proof: png }, /Unexpected file field/],
      ];
      for (const [files, message, status = 400] of cases) {
        const form = { ...neftFields(), slipImage: png, ...files };
        const res = await requestMoney(ctx, customer.token, form);
        expect(res.statusCode, String(message)).toBe(status);
        expect(res.json().message).toMatch(message);
      }
      expect(await requestsOf(customer)).toEqual([]);
      expect(await slipFiles(ctx)).toEqual(filesBefore);

      // A real photo of a few MB (well over the 1 MB JSON body limit) is fine.
      const photo = await sharp({
        create: {
          width: 1100,
          height: 1000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(photo.length).toBeLessThan(5 * 1024 * 1024);
      const big = await requestMoney(ctx, customer.token, {
        ...neftFields(),
        slipImage: { data: photo, filename: 'IMG_2041.PNG', type: 'image/png' },
      });
      expect(big.statusCode).toBe(200);
    });

    it('refuses a transaction number that backs a pending or approved request (409), nothing stored', async () => {
      const customer = await signUp(ctx);
      const transactionNo = uniqueUtr();
      const id = await submittedRequest(ctx, customer.token, { transactionNo });
      const filesBefore = await slipFiles(ctx);
      for (const utr of [transactionNo, transactionNo.toLowerCase()]) {
        const res = await requestMoney(
          ctx,
          customer.token,
          await formWithout([], { transactionNo: utr }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'DUPLICATE_UTR',
          message: 'A request with this transaction number is already pending or approved.',
        });
      }
      expect(await requestsOf(customer)).toHaveLength(1);
      expect(await slipFiles(ctx)).toEqual(filesBefore);

      // Once rejected, the number may be used again.
      expect((await reject(id, { remark: 'Wrong account' })).statusCode).toBe(200);
      expect(
        (await requestMoney(ctx, customer.token, await formWithout([], { transactionNo })))
          .statusCode,
      ).toBe(200);
    });

    it('answers 401 without a token and stores nothing', async () => {
      const filesBefore = await slipFiles(ctx);
      // A bad form too: the missing token is the answer, before any field.
      for (const omit of [[], ['amount', 'remark']]) {
        const { payload, headers } = await multipart(await formWithout(omit));
        for (const auth of [{}, bearer('expired.or.forged')]) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/api/user/requstMoney',
            payload,
            headers: { ...headers, ...auth },
          });
          expect(res.statusCode).toBe(401);
          expect(res.json().tokenValid).toBe(false);
        }
      }
      expect(await slipFiles(ctx)).toEqual(filesBefore);
    });
  });

  describe('the bank lists', () => {
    it('lists Kosh’s accounts and the customer banks to signed-in customers', async () => {
      const customer = await signUp(ctx);
      const company = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/wallet/company-banks',
        headers: bearer(customer.token),
      });
      expect(company.statusCode).toBe(200);
      expect(company.json().data).toContainEqual({
        id: expect.any(String),
        CompanyAccNo: '50200078451236',
        CompanyBank: 'HDFC Bank',
        IFSC: 'HDFC0000240',
      });
      const banks = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/wallet/user-banks',
        headers: bearer(customer.token),
      });
      expect(banks.statusCode).toBe(200);
      expect(banks.json().data).toContainEqual({
        id: expect.any(String),
        BankName: 'State Bank of India',
      });
      for (const url of ['/api/v1/wallet/company-banks', '/api/v1/wallet/user-banks']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/user/getWaletReq and the slip', () => {
    it("lists only the customer's own requests, by status and date range", async () => {
      const mine = await signUp(ctx);
      const theirs = await signUp(ctx);
      const a = await submittedRequest(ctx, mine.token, { amount: '300' });
      const b = await submittedRequest(ctx, mine.token, { amount: '400' });
      const c = await submittedRequest(ctx, theirs.token, { amount: '500' });
      expect((await approve(ctx, admin.token, b)).statusCode).toBe(200);

      const all = await list(mine.token, {
        status: 'All',
        fromdate: istDate(-1),
        todate: istDate(),
      });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toMatchObject({
        result: true,
        success: true,
        tokenValid: true,
        message: 'Data fetched successfully!',
      });
      expect(
        all
          .json()
          .data.map((r: { id: string }) => r.id)
          .sort(),
      ).toEqual([a, b].sort());
      const pending = await list(mine.token, {
        status: 0,
        fromdate: istDate(),
        todate: istDate(),
      });
      expect(pending.json().data.map((r: { id: string }) => r.id)).toEqual([a]);
      const approved = await list(mine.token, {
        status: 'Approved',
        fromdate: istDate(),
        todate: istDate(),
      });
      expect(approved.json().data).toEqual([
        expect.objectContaining({ id: b, Status: 1, Amount: 400 }),
      ]);

      const theirList = await list(theirs.token, {
        status: '',
        fromdate: istDate(),
        todate: istDate(),
      });
      expect(theirList.json().data.map((r: { id: string }) => r.id)).toEqual([c]);

      const yesterday = await list(mine.token, { fromdate: istDate(-1), todate: istDate(-1) });
      expect(yesterday.statusCode).toBe(200);
      expect(yesterday.json()).toMatchObject({
        result: false,
        message: 'No data available',
        data: [],
      });
    });

    it('refuses bad list queries with 400', async () => {
      const customer = await signUp(ctx);
      for (const payload of [
        {},
        { fromdate: '2025-01-01', todate: istDate() },
        { fromdate: '31-02-2025', todate: istDate() },
        { fromdate: istDate(), todate: istDate(-3) },
        { status: 'Maybe', fromdate: istDate(), todate: istDate() },
      ]) {
        const res = await list(customer.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe(res.json().errors[0].code);
      }
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/user/getWaletReq', payload: {} }))
          .statusCode,
      ).toBe(401);
    });

    it("serves the slip to its owner and the back office; another customer's token gets 404", async () => {
      const owner = await signUp(ctx);
      const other = await signUp(ctx);
      const id = await submittedRequest(ctx, owner.token);
      const own = await slip(owner.token, id);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/webp');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(own.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect((await slip(admin.token, id)).rawPayload.equals(own.rawPayload)).toBe(true);

      const stolen = await slip(other.token, id);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ result: false, code: 'WALLET_REQUEST_NOT_FOUND' });
      expect((await slip(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await slip(null, id)).statusCode).toBe(401);
    });
  });

  describe('the back office: /api/admin/wallet-requests', () => {
    it('lists requests by status with their customer, to admins only', async () => {
      const customer = await signUp(ctx);
      const id = await submittedRequest(ctx, customer.token, { amount: '321' });
      const pending = await adminList('?status=0');
      expect(pending.statusCode).toBe(200);
      expect(pending.json().data).toContainEqual(
        expect.objectContaining({
          id,
          Amount: 321,
          Status: 0,
          customer: { name: 'Test Customer', mobile: customer.mobile, userId: customer.userId },
        }),
      );
      expect(
        (await adminList('?status=Approved')).json().data.map((r: { id: string }) => r.id),
      ).not.toContain(id);
      expect((await adminList('?status=Nope')).statusCode).toBe(400);
      expect((await adminList('?status=0', customer.token)).statusCode).toBe(403);
      for (const call of [
        approve(ctx, customer.token, id),
        reject(id, { remark: 'Not allowed' }, customer.token),
        reject(id, {}, customer.token),
      ]) {
        expect((await call).statusCode).toBe(403);
      }
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/wallet-requests' })).statusCode,
      ).toBe(401);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
    });

    it('approves once: the wallet is credited through the ledger and the customer is texted', async () => {
      const customer = await signUp(ctx);
      const transactionNo = uniqueUtr();
      const id = await submittedRequest(ctx, customer.token, { amount: '750.25', transactionNo });
      const res = await approve(ctx, admin.token, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        message: 'Request approved; the wallet was credited.',
        data: { id, Status: 1, Amount: 750.25 },
      });
      expect(await balancePaise(ctx, customer.token)).toBe(750_25n);
      const transfers = await rows<{ code: string; amount: string; kind: string }>(
        ctx,
        sql`select code, kind, amount_paise::text as amount from ledger_transfers
             where reference_type = 'wallet_request' and reference_id = ${id}`,
      );
      expect(transfers).toEqual([
        { code: 'WALLET_TOPUP_OFFLINE', kind: 'single', amount: '75025' },
      ]);
      const [row] = await requestsOf(customer);
      expect(row).toMatchObject({ status: 1, decidedBy: admin.UId });

      const again = await approve(ctx, admin.token, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This request was already approved.');
      expect((await reject(id, { remark: 'Changed my mind' })).statusCode).toBe(409);
      expect(await balancePaise(ctx, customer.token)).toBe(750_25n);

      const texts = await waitForOutbox(ctx, customer.mobile, 2);
      expect(texts[0]).toMatchObject({
        templateId: 'KOSH_WALLET_CREDIT',
        text: `Kosh: ₹750.25 added to your wallet from your NEFT request. Ref ${transactionNo}. Balance ₹750.25.`,
      });
      expect(
        (await approve(ctx, admin.token, '00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
    });

    it('gives one 200 and nineteen 409s to twenty parallel approvals, and credits once', async () => {
      const customer = await signUp(ctx);
      const id = await submittedRequest(ctx, customer.token, { amount: '900' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => approve(ctx, admin.token, id)),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      expect(await balancePaise(ctx, customer.token)).toBe(900_00n);
      const transfers = await rows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from ledger_transfers
             where reference_type = 'wallet_request' and reference_id = ${id}`,
      );
      expect(transfers).toEqual([{ n: 1 }]);
    });

    it('rejects only with a remark, which the customer then sees; nothing is credited', async () => {
      const customer = await signUp(ctx);
      const id = await submittedRequest(ctx, customer.token, { amount: '640' });
      for (const payload of [
        {},
        { remark: '' },
        { remark: '   ' },
        { remark: 'no' },
        { remark: 'x'.repeat(201) },
        { remark: 42 },
      ]) {
        const res = await reject(id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors[0].field).toBe('remark');
      }
      expect((await requestsOf(customer))[0]).toMatchObject({ status: 0, decidedAt: null });

      const res = await reject(id, { remark: '  The slip is unreadable.  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Request rejected.',
        data: { id, Status: 2, AdminRemark: 'The slip is unreadable.' },
      });
      // One full stop, and the amount in rupees as the customer reads them.
      const [text] = await waitForOutbox(ctx, customer.mobile, 2);
      expect(text?.text).toMatch(
        /^Your Kosh wallet request of ₹[\d,]+\.\d\d \(ref \S+\) was rejected: The slip is unreadable\. -KOSH$/,
      );
      const seen = await list(customer.token, {
        status: 2,
        fromdate: istDate(),
        todate: istDate(),
      });
      expect(seen.json().data).toEqual([
        expect.objectContaining({ id, Status: 2, AdminRemark: 'The slip is unreadable.' }),
      ]);
      expect((await approve(ctx, admin.token, id)).statusCode).toBe(409);
      const twice = await reject(id, { remark: 'Again, no' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This request was already rejected.');
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
    });
  });

  describe('RBI limits on offline top-ups (422 with a clear message)', () => {
    it('a minimum-KYC wallet holds at most ₹10,000', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const over = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '10000.01' }),
      );
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        code: 'WALLET_LIMIT_MIN_KYC_BALANCE',
        message:
          'A minimum-KYC wallet can hold at most ₹10,000. You can add up to ₹10,000 now, or complete your KYC to hold up to ₹2,00,000.',
      });
      expect(await requestsOf(customer)).toEqual([]);
      expect(await slipFiles(ctx)).toEqual(filesBefore);
      const id = await submittedRequest(ctx, customer.token, { amount: '10000' });
      expect((await approve(ctx, admin.token, id)).statusCode).toBe(200);
      expect(await balancePaise(ctx, customer.token)).toBe(10_000_00n);
    });

    it('offline loads stop at ₹50,000 a month, at the request and again at the approval', async () => {
      const customer = await signUp(ctx);
      await setKycLevel(ctx, customer.UId, 'full');
      // Both fit when asked for: nothing is approved yet.
      const first = await submittedRequest(ctx, customer.token, { amount: '30000' });
      const second = await submittedRequest(ctx, customer.token, { amount: '30000' });
      expect((await approve(ctx, admin.token, first)).statusCode).toBe(200);
      const refused = await approve(ctx, admin.token, second);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'Bank and cash top-ups are limited to ₹50,000 a month. You can add up to ₹20,000 more this month this way.',
      );
      expect((await requestsOf(customer)).find((r) => r.id === second)).toMatchObject({
        status: 0,
      });
      expect(await balancePaise(ctx, customer.token)).toBe(30_000_00n);

      const over = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '20000.01' }),
      );
      expect(over.statusCode).toBe(422);
      const rest = await submittedRequest(ctx, customer.token, { amount: '20000' });
      expect((await approve(ctx, admin.token, rest)).statusCode).toBe(200);
      const full = await requestMoney(
        ctx,
        customer.token,
        await formWithout([], { amount: '100' }),
      );
      expect(full.statusCode).toBe(422);
      expect(full.json().message).toBe(
        'Bank and cash top-ups are limited to ₹50,000 a month. You can add up to ₹0 more this month this way.',
      );
      expect(await balancePaise(ctx, customer.token)).toBe(50_000_00n);
      // The cap is on offline loads only: the card gateway still takes a full-KYC top-up.
      expect(
        (await createOrder(ctx, customer.token, { amount: 1000, receipt: 'r' })).statusCode,
      ).toBe(200);
    });
  });

  it('leaves the ledger consistent (npm run ledger:check)', async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBanks, userBanks } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { istDate } from '../helpers/dates';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { expectForbidden, expectUnauthenticated } from '../helpers/refusals';
import { withRefsResolved } from '../helpers/openapi-refs';
import { approve, neftFields, requestMoney, slipPng, submittedRequest } from '../helpers/wallet';

const COMPANY = '/api/admin/company-banks';
const USER = '/api/admin/user-banks';
const DUPLICATE_ACCOUNT = 'Another company account already has this account number.';
const DUPLICATE_BANK = 'A bank with this name is already in the list.';

interface AdminCompanyBank {
  id: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
  active: boolean;
  position: number;
}
interface AdminUserBank {
  id: string;
  name: string;
  active: boolean;
}
interface WireRequest {
  id: string;
  CompanyBank: string;
  CompanyAccNo: string;
  UserBank: string;
  Status: number;
}

let numbers = 0;
/** An account number (12 digits) no other test here uses. */
function uniqueAccount(): string {
  numbers += 1;
  return `7${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${String(numbers).padStart(2, '0')}`;
}

describe('back office: the bank lists under /api/admin/company-banks and /api/admin/user-banks', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  /** Both tables, to show that a refused call changed nothing. */
  const stored = async () => ({
    company: (await ctx.database.db.select().from(companyBanks)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
    user: (await ctx.database.db.select().from(userBanks)).sort((a, b) => a.id.localeCompare(b.id)),
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    token: string | null = admin.token,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function adminCompanyBanks(): Promise<AdminCompanyBank[]> {
    const res = await call('GET', COMPANY);
    expect(res.statusCode).toBe(200);
    return res.json().data as AdminCompanyBank[];
  }
  async function adminUserBanks(): Promise<AdminUserBank[]> {
    const res = await call('GET', USER);
    expect(res.statusCode).toBe(200);
    return res.json().data as AdminUserBank[];
  }

  /** What the customer's offline form offers. */
  async function customerCompanyBanks() {
    const res = await call('GET', '/api/v1/wallet/company-banks', undefined, customer.token);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      id: string;
      CompanyBank: string;
      CompanyAccNo: string;
      IFSC: string;
    }[];
  }
  async function customerUserBanks() {
    const res = await call('GET', '/api/v1/wallet/user-banks', undefined, customer.token);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: string; BankName: string }[]).map((b) => b.BankName);
  }

  /** The customer's own requests of today, as All Wallet Requests shows them. */
  async function customerRequests(token = customer.token): Promise<WireRequest[]> {
    const res = await call(
      'POST',
      '/api/user/getWaletReq',
      { status: 'All', fromdate: istDate(), todate: istDate() },
      token,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as WireRequest[];
  }

  async function addCompanyBank(overrides: Record<string, string> = {}) {
    const res = await call('POST', COMPANY, {
      bankName: 'Kotak Mahindra Bank',
      accountNumber: uniqueAccount(),
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminCompanyBank;
  }

  async function addUserBank(name: string) {
    const res = await call('POST', USER, { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminUserBank;
  }

  function expectRefused(res: Awaited<ReturnType<typeof call>>, status: number, field: string) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ result: false, success: false });
    expect(body.errors).toContainEqual({
      field,
      code: expect.any(String),
      message: expect.any(String),
    });
  }

  describe('who may call it', () => {
    async function everyCall(token: string | null) {
      const [company] = await adminCompanyBanks();
      const [user] = await adminUserBanks();
      return {
        listCompany: await call('GET', COMPANY, undefined, token),
        addCompany: await call(
          'POST',
          COMPANY,
          { bankName: 'Sneaky Bank', accountNumber: uniqueAccount() },
          token,
        ),
        editCompany: await call('PATCH', `${COMPANY}/${company!.id}`, { active: false }, token),
        listUser: await call('GET', USER, undefined, token),
        addUser: await call('POST', USER, { name: 'Sneaky Bank' }, token),
        editUser: await call('PATCH', `${USER}/${user!.id}`, { name: 'Renamed Bank' }, token),
      };
    }

    it('refuses a customer every call with 403, and changes nothing', async () => {
      const before = await stored();
      for (const [name, res] of Object.entries(await everyCall(customer.token))) {
        expectForbidden(res, name);
      }
      expect(await stored()).toEqual(before);
    });

    it('refuses every call without a token with 401, and changes nothing', async () => {
      const before = await stored();
      for (const [name, res] of Object.entries(await everyCall(null))) {
        expectUnauthenticated(res, name);
      }
      expect(await stored()).toEqual(before);
    });
  });

  it('documents the calls in OpenAPI, with the contract’s body schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = withRefsResolved(res.json() as { paths: unknown }).paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
    >;
    for (const base of [COMPANY, USER]) {
      expect(Object.keys(paths[base] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`${base}/{id}`] ?? {})).toEqual(['patch']);
    }
    expect(
      JSON.stringify(paths[COMPANY]?.post?.requestBody?.content['application/json']?.schema),
    ).toContain('accountNumber');
  });

  describe('company accounts', () => {
    it('lists the seeded accounts to the admin, in the order customers see them', async () => {
      const list = await adminCompanyBanks();
      expect(list.slice(0, 3)).toEqual([
        {
          id: expect.any(String),
          bankName: 'HDFC Bank',
          accountNumber: '50200078451236',
          ifsc: 'HDFC0000240',
          branch: '',
          active: true,
          position: 0,
        },
        expect.objectContaining({ bankName: 'ICICI Bank', accountNumber: '041205004512' }),
        expect.objectContaining({ bankName: 'State Bank of India', accountNumber: '39871245603' }),
      ]);
    });

    it('adds an account, tidied up, last in the customer’s list; a request can name it', async () => {
      const account = uniqueAccount();
      const res = await call('POST', COMPANY, {
        bankName: '  Yes   Bank ',
        accountNumber: `${account.slice(0, 4)} ${account.slice(4, 8)} ${account.slice(8)}`,
        ifsc: 'yesb0000123',
        branch: ' Fort,  Mumbai ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const before = await adminCompanyBanks();
      expect(res.json()).toEqual({
        result: true,
        success: true,
        message: 'Company account added.',
        data: {
          id: expect.any(String),
          bankName: 'Yes Bank',
          accountNumber: account,
          ifsc: 'YESB0000123',
          branch: 'Fort, Mumbai',
          active: true,
          position: Math.max(...before.map((b) => b.position)),
        },
      });
      const created = res.json().data as AdminCompanyBank;
      expect(before.at(-1)).toEqual(created);
      expect((await customerCompanyBanks()).at(-1)).toEqual({
        id: created.id,
        CompanyBank: 'Yes Bank',
        CompanyAccNo: account,
        IFSC: 'YESB0000123',
      });

      const id = await submittedRequest(ctx, customer.token, {
        company_bank_name: 'Yes Bank',
        company_acc_number: account,
      });
      expect((await customerRequests()).find((r) => r.id === id)).toMatchObject({
        CompanyBank: 'Yes Bank',
        CompanyAccNo: account,
      });
    });

    it('takes an account without IFSC or branch', async () => {
      const bank = await addCompanyBank({ bankName: 'Federal Bank' });
      expect(bank).toMatchObject({ bankName: 'Federal Bank', ifsc: '', branch: '' });
      expect(await customerCompanyBanks()).toContainEqual(
        expect.objectContaining({ id: bank.id, IFSC: '' }),
      );
    });

    it.each([
      ['no bank name', { accountNumber: '123456789012' }, 'bankName'],
      ['a blank bank name', { bankName: '   ', accountNumber: '123456789012' }, 'bankName'],
      ['a 1-letter bank name', { bankName: 'X', accountNumber: '123456789012' }, 'bankName'],
      [
        'markup in the name',
        { bankName: '<b>Bank</b>', accountNumber: '123456789012' },
        'bankName',
      ],
      [
        'a 101-letter name',
        { bankName: 'B'.repeat(101), accountNumber: '123456789012' },
        'bankName',
      ],
      ['no account number', { bankName: 'Good Bank' }, 'accountNumber'],
      ['an 8-digit number', { bankName: 'Good Bank', accountNumber: '12345678' }, 'accountNumber'],
      [
        'a 19-digit number',
        { bankName: 'Good Bank', accountNumber: '1'.repeat(19) },
        'accountNumber',
      ],
      [
        'letters in the number',
        { bankName: 'Good Bank', accountNumber: '1234ABC89012' },
        'accountNumber',
      ],
      [
        'a number as a number',
        { bankName: 'Good Bank', accountNumber: 123456789012 },
        'accountNumber',
      ],
      [
        'a 10-character IFSC',
        { bankName: 'Good Bank', accountNumber: '123456789012', ifsc: 'HDFC000024' },
        'ifsc',
      ],
      [
        'an IFSC without the zero',
        { bankName: 'Good Bank', accountNumber: '123456789012', ifsc: 'HDFC1000240' },
        'ifsc',
      ],
      [
        'a 101-letter branch',
        { bankName: 'Good Bank', accountNumber: '123456789012', branch: 'b'.repeat(101) },
        'branch',
      ],
    ])('refuses %s with 400 on the field, and stores nothing', async (_label, body, field) => {
      const before = await stored();
      const res = await call('POST', COMPANY, body);
      expectRefused(res, 400, field);
      expect(res.json().code).toBe(res.json().errors[0].code);
      expect(await stored()).toEqual(before);
    });

    it('refuses a second account with the same number (409), by add and by edit', async () => {
      const bank = await addCompanyBank();
      const before = await stored();
      const again = await call('POST', COMPANY, {
        bankName: 'Another Bank',
        accountNumber: bank.accountNumber,
      });
      expectRefused(again, 409, 'accountNumber');
      expect(again.json()).toMatchObject({
        code: 'BANK_DUPLICATE_ACCOUNT',
        message: DUPLICATE_ACCOUNT,
      });
      // The seeded HDFC account, typed with spaces: still the same number.
      const spaced = await call('POST', COMPANY, {
        bankName: 'HDFC Bank',
        accountNumber: '5020 0078 4512 36',
      });
      expectRefused(spaced, 409, 'accountNumber');

      const other = await addCompanyBank();
      const before2 = await stored();
      const edit = await call('PATCH', `${COMPANY}/${other.id}`, {
        accountNumber: bank.accountNumber,
      });
      expectRefused(edit, 409, 'accountNumber');
      expect(edit.json().message).toBe(DUPLICATE_ACCOUNT);
      expect(await stored()).toEqual(before2);
      expect(before2.company.length).toBe(before.company.length + 1);
    });

    it('shows an edit in the customer’s list, and leaves old requests as they were', async () => {
      const bank = await addCompanyBank({ bankName: 'Canara Bank', ifsc: 'CNRB0000001' });
      const old = await submittedRequest(ctx, customer.token, {
        company_bank_name: 'Canara Bank',
        company_acc_number: bank.accountNumber,
      });
      const account = uniqueAccount();
      const res = await call('PATCH', `${COMPANY}/${bank.id}`, {
        bankName: 'Canara Bank Ltd',
        accountNumber: account,
        ifsc: 'cnrb0000002',
        branch: 'MG Road',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        message: 'Company account saved.',
        data: {
          ...bank,
          bankName: 'Canara Bank Ltd',
          accountNumber: account,
          ifsc: 'CNRB0000002',
          branch: 'MG Road',
        },
      });
      const offered = await customerCompanyBanks();
      expect(offered).toContainEqual({
        id: bank.id,
        CompanyBank: 'Canara Bank Ltd',
        CompanyAccNo: account,
        IFSC: 'CNRB0000002',
      });
      expect(offered.map((b) => b.CompanyAccNo)).not.toContain(bank.accountNumber);

      // The request keeps the bank it named; a new one must name the account as it is now.
      expect((await customerRequests()).find((r) => r.id === old)).toMatchObject({
        CompanyBank: 'Canara Bank',
        CompanyAccNo: bank.accountNumber,
      });
      const stale = await requestMoney(ctx, customer.token, {
        ...neftFields({
          company_bank_name: 'Canara Bank',
          company_acc_number: bank.accountNumber,
        }),
        slipImage: await slipPng(),
      });
      expectRefused(stale, 400, 'company_acc_number');
      await submittedRequest(ctx, customer.token, {
        company_bank_name: 'Canara Bank Ltd',
        company_acc_number: account,
      });

      // Only what is sent changes.
      const ifscOnly = await call('PATCH', `${COMPANY}/${bank.id}`, { ifsc: '' });
      expect(ifscOnly.json().data).toMatchObject({
        bankName: 'Canara Bank Ltd',
        accountNumber: account,
        ifsc: '',
        branch: 'MG Road',
      });
    });

    it('hides a deactivated account from customers; its pending request can still be approved', async () => {
      const bank = await addCompanyBank({ bankName: 'Bank of Baroda' });
      const pending = await submittedRequest(ctx, customer.token, {
        company_bank_name: 'Bank of Baroda',
        company_acc_number: bank.accountNumber,
        amount: '250',
      });
      expect((await customerCompanyBanks()).map((b) => b.id)).toContain(bank.id);

      const off = await call('PATCH', `${COMPANY}/${bank.id}`, { active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toEqual({ ...bank, active: false });
      expect((await customerCompanyBanks()).map((b) => b.id)).not.toContain(bank.id);
      expect(await adminCompanyBanks()).toContainEqual({ ...bank, active: false });

      // A new request cannot name it…
      const refused = await requestMoney(ctx, customer.token, {
        ...neftFields({
          company_bank_name: 'Bank of Baroda',
          company_acc_number: bank.accountNumber,
        }),
        slipImage: await slipPng(),
      });
      expectRefused(refused, 400, 'company_acc_number');
      // …the old one is untouched, and the back office can still decide it.
      expect((await customerRequests()).find((r) => r.id === pending)).toMatchObject({
        CompanyBank: 'Bank of Baroda',
        CompanyAccNo: bank.accountNumber,
        Status: 0,
      });
      const approved = await approve(ctx, admin.token, pending);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ CompanyBank: 'Bank of Baroda', Status: 1 });

      // And back on.
      const on = await call('PATCH', `${COMPANY}/${bank.id}`, { active: true });
      expect(on.json().data.active).toBe(true);
      expect((await customerCompanyBanks()).map((b) => b.id)).toContain(bank.id);
    });

    it('answers 404 for an account that does not exist, 400 for a bad id or an empty change', async () => {
      const bank = await addCompanyBank();
      const before = await stored();
      const missing = await call('PATCH', `${COMPANY}/${randomUUID()}`, { active: false });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'COMPANY_BANK_NOT_FOUND',
        message: 'This company account no longer exists.',
      });
      expect((await call('PATCH', `${COMPANY}/not-an-id`, { active: false })).statusCode).toBe(400);
      const empty = await call('PATCH', `${COMPANY}/${bank.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to change.');
      expectRefused(await call('PATCH', `${COMPANY}/${bank.id}`, { active: 'no' }), 400, 'active');
      expectRefused(
        await call('PATCH', `${COMPANY}/${bank.id}`, { accountNumber: '12' }),
        400,
        'accountNumber',
      );
      expect(await stored()).toEqual(before);
    });

    it('keeps a bad account number out even past the API (a CHECK in SQL)', async () => {
      await expect(
        ctx.database.db
          .insert(companyBanks)
          .values({ bankName: 'Raw Bank', accountNumber: '12ab' }),
      ).rejects.toThrow();
      await expect(
        ctx.database.db
          .insert(companyBanks)
          .values({ bankName: 'Raw Bank', accountNumber: uniqueAccount(), ifsc: 'hdfc0000240' }),
      ).rejects.toThrow();
    });
  });

  describe('customer banks', () => {
    it('adds a bank, which customers see in their list by name', async () => {
      const res = await call('POST', USER, { name: '  Saraswat   Co-operative Bank ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        message: 'Bank added.',
        data: { id: expect.any(String), name: 'Saraswat Co-operative Bank', active: true },
      });
      const names = await customerUserBanks();
      expect(names).toContain('Saraswat Co-operative Bank');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(await adminUserBanks()).toContainEqual(res.json().data);
    });

    it.each([
      ['no name', {}],
      ['a blank name', { name: '  ' }],
      ['a 1-letter name', { name: 'Q' }],
      ['a 101-letter name', { name: 'q'.repeat(101) }],
      ['markup', { name: 'Bank<script>' }],
      ['a number', { name: 42 }],
    ])('refuses %s with 400 on the name, and stores nothing', async (_label, body) => {
      const before = await stored();
      expectRefused(await call('POST', USER, body), 400, 'name');
      expect(await stored()).toEqual(before);
    });

    it.each(['State Bank of India', 'state bank of india', '  STATE  BANK OF INDIA '])(
      'refuses %j, already in the list whatever the case, with 409',
      async (name) => {
        const before = await stored();
        const res = await call('POST', USER, { name });
        expectRefused(res, 409, 'name');
        expect(res.json()).toMatchObject({ code: 'BANK_DUPLICATE_NAME', message: DUPLICATE_BANK });
        expect(await stored()).toEqual(before);
      },
    );

    it('renames a bank for customers; old requests keep the name they were made with', async () => {
      const bank = await addUserBank('Dhanlaxmi Bank');
      const old = await submittedRequest(ctx, customer.token, { userBank: 'Dhanlaxmi Bank' });
      const res = await call('PATCH', `${USER}/${bank.id}`, { name: 'Dhanlaxmi Bank Ltd' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ ...bank, name: 'Dhanlaxmi Bank Ltd' });
      const names = await customerUserBanks();
      expect(names).toContain('Dhanlaxmi Bank Ltd');
      expect(names).not.toContain('Dhanlaxmi Bank');
      expect((await customerRequests()).find((r) => r.id === old)?.UserBank).toBe('Dhanlaxmi Bank');
      // Case alone may change; another bank's name may not be taken.
      const recased = await call('PATCH', `${USER}/${bank.id}`, { name: 'DHANLAXMI BANK LTD' });
      expect(recased.statusCode, recased.body).toBe(200);
      const before = await stored();
      const taken = await call('PATCH', `${USER}/${bank.id}`, { name: 'hdfc bank' });
      expectRefused(taken, 409, 'name');
      expect(await stored()).toEqual(before);
    });

    it('hides a deactivated bank from customers, who can no longer name it', async () => {
      const bank = await addUserBank('Jammu and Kashmir Bank');
      const old = await submittedRequest(ctx, customer.token, {
        userBank: 'Jammu and Kashmir Bank',
      });
      const off = await call('PATCH', `${USER}/${bank.id}`, { active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toEqual({ ...bank, active: false });
      expect(await customerUserBanks()).not.toContain('Jammu and Kashmir Bank');
      expect(await adminUserBanks()).toContainEqual({ ...bank, active: false });

      const refused = await requestMoney(ctx, customer.token, {
        ...neftFields({ userBank: 'Jammu and Kashmir Bank' }),
        slipImage: await slipPng(),
      });
      expectRefused(refused, 400, 'userBank');
      expect((await customerRequests()).find((r) => r.id === old)?.UserBank).toBe(
        'Jammu and Kashmir Bank',
      );
      // An inactive bank still holds its name: adding it again is a duplicate, not a new row.
      expectRefused(await call('POST', USER, { name: 'Jammu and Kashmir Bank' }), 409, 'name');
    });

    it('answers 404 for a bank that does not exist, 400 for an empty change', async () => {
      const [first] = await adminUserBanks();
      const missing = await call('PATCH', `${USER}/${randomUUID()}`, { active: false });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('This bank is no longer in the list.');
      const empty = await call('PATCH', `${USER}/${first!.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to change.');
    });

    it('keeps one row per name whatever the case, even past the API (a unique index)', async () => {
      await expect(
        ctx.database.db.execute(sql`insert into user_banks (name) values ('AXIS BANK')`),
      ).rejects.toThrow();
    });
  });
});

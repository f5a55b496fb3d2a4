import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { contactMessages } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  post,
  signInAdmin,
  signUp,
  uniqueIp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { expectForbidden, expectUnauthenticated, codeOf } from '../helpers/refusals';

const ADD = '/api/contact/addContact';
const LIST = '/api/admin/contacts';
const THANKS = 'Thank you for writing to us. Our team will reply within 2 working days.';

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobileNumber: '9876543210',
  Message: 'My recharge failed but the money left my wallet.',
};

interface ListedMessage {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  Message: string;
  userId: string | null;
  createdAt: string;
}

describe('contact form: POST /api/contact/addContact and GET /api/admin/contacts', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  /** Each message from its own IP unless told: the per-IP limit has its own test. */
  const add = (payload: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) =>
    post(ctx, ADD, payload, ip, headers);

  const stored = async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(contactMessages);
    return row!.n;
  };

  const rowsFrom = (mobile: string) =>
    ctx.database.db.select().from(contactMessages).where(eq(contactMessages.mobile, mobile));

  const list = (query = '', token = admin.token) =>
    ctx.app.inject({ method: 'GET', url: `${LIST}${query}`, headers: bearer(token) });

  it('stores a message from a visitor and thanks them', async () => {
    const ip = uniqueIp();
    const mobileNumber = '9123400001';
    const res = await add({ ...valid, mobileNumber }, {}, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, success: true, message: THANKS });

    const rows = await rowsFrom(mobileNumber);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        name: valid.name,
        email: valid.email,
        mobile: mobileNumber,
        message: valid.Message,
        userId: null,
        ip,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('stores the fields trimmed', async () => {
    const mobileNumber = '9123400002';
    const res = await add({
      name: '  Ravi Kumar ',
      email: ' ravi@example.com ',
      mobileNumber: ` ${mobileNumber} `,
      Message: '\n  Hello there  \n',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsFrom(mobileNumber);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: mobileNumber,
      message: 'Hello there',
    });
  });

  it('ties the message to the customer who sends it logged in', async () => {
    const mobileNumber = '9123400003';
    const res = await add({ ...valid, mobileNumber }, bearer(customer.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, success: true, message: THANKS });
    const [row] = await rowsFrom(mobileNumber);
    expect(row?.userId).toBe(customer.UId);

    const listed = (await list()).json().data as ListedMessage[];
    expect(listed.find((m) => m.mobileNumber === mobileNumber)?.userId).toBe(customer.userId);
  });

  it('signs out a dead token and stores nothing', async () => {
    const before = await stored();
    const res = await add(valid, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'UNAUTHENTICATED',
      message: catalogue.UNAUTHENTICATED,
      tokenValid: false,
    });
    expect(await stored()).toBe(before);
  });

  const without = (field: keyof typeof valid) => {
    const copy: Record<string, string> = { ...valid };
    delete copy[field];
    return copy;
  };

  it.each([
    ['no name', without('name'), 'name', 'Name is required'],
    ['an empty name', { ...valid, name: '' }, 'name', 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Name is required'],
    ['no email', without('email'), 'email', 'Email is required'],
    ['an empty email', { ...valid, email: '' }, 'email', 'Email is required'],
    [
      'an email without a domain',
      { ...valid, email: 'ravi@' },
      'email',
      'Enter a valid email address',
    ],
    [
      'an email without an @',
      { ...valid, email: 'ravi.example.com' },
      'email',
      'Enter a valid email address',
    ],
    ['no mobile number', without('mobileNumber'), 'mobileNumber', 'Mobile number is required'],
    [
      'an empty mobile number',
      { ...valid, mobileNumber: '' },
      'mobileNumber',
      'Mobile number is required',
    ],
    [
      'a 9-digit mobile number',
      { ...valid, mobileNumber: '987654321' },
      'mobileNumber',
      'Mobile number must be exactly 10 digits',
    ],
    [
      'an 11-digit mobile number',
      { ...valid, mobileNumber: '98765432101' },
      'mobileNumber',
      'Mobile number must be exactly 10 digits',
    ],
    [
      'a mobile number with letters',
      { ...valid, mobileNumber: '98765abcde' },
      'mobileNumber',
      'Mobile number must be exactly 10 digits',
    ],
    [
      'a mobile number with a +91 prefix',
      { ...valid, mobileNumber: '+919876543210' },
      'mobileNumber',
      'Mobile number must be exactly 10 digits',
    ],
    ['no Message', without('Message'), 'Message', 'Message is required'],
    ['an empty Message', { ...valid, Message: '' }, 'Message', 'Message is required'],
    ['a blank Message', { ...valid, Message: ' \n ' }, 'Message', 'Message is required'],
    [
      'a message in lowercase "message"',
      { ...without('Message'), message: 'Hi' },
      'Message',
      'Message is required',
    ],
  ])('refuses %s with its message and stores nothing', async (_label, payload, field, message) => {
    const before = await stored();
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      result: false,
      success: false,
      code: codeOf(message),
      message,
    });
    expect(body.errors).toEqual([{ field, code: codeOf(message), message }]);
    expect(await stored()).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const before = await stored();
    const res = await add({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'NAME_REQUIRED', message: 'Name is required' },
        { field: 'email', code: 'EMAIL_REQUIRED', message: 'Email is required' },
        { field: 'mobileNumber', code: 'MOBILE_REQUIRED', message: 'Mobile number is required' },
        { field: 'Message', code: 'MESSAGE_REQUIRED', message: 'Message is required' },
      ]),
    );
    expect(await stored()).toBe(before);
  });

  it('refuses a mobile number not starting 6 to 9, and overlong fields', async () => {
    const before = await stored();
    const cases = [
      { ...valid, mobileNumber: '5876543210' },
      { ...valid, name: 'n'.repeat(61) },
      { ...valid, email: `${'e'.repeat(95)}@x.com` },
      { ...valid, Message: 'm'.repeat(2001) },
    ];
    const fields = ['mobileNumber', 'name', 'email', 'Message'];
    for (const [i, payload] of cases.entries()) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: fields[i], code: expect.any(String), message: expect.any(String) },
      ]);
    }
    expect(await stored()).toBe(before);
    // Control: the longest message allowed goes through.
    expect((await add({ ...valid, Message: 'm'.repeat(2000) })).statusCode).toBe(200);
  });

  it('takes at most 10 messages from one IP in 10 minutes', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await add(valid, {}, ip)).statusCode).toBe(200);
    }
    const before = await stored();
    const res = await add(valid, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: catalogue.RATE_LIMITED });
    expect(await stored()).toBe(before);
    // Another sender is not held up.
    expect((await add(valid)).statusCode).toBe(200);
  });

  describe('the back-office list', () => {
    it('lists the messages newest first, with the total, a page at a time', async () => {
      const sent = ['9123400101', '9123400102', '9123400103'];
      for (const [i, mobileNumber] of sent.entries()) {
        const res = await add({ ...valid, name: `Sender ${i + 1}`, mobileNumber });
        expect(res.statusCode).toBe(200);
      }
      const total = await stored();

      const first = await list('?limit=2');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        result: true,
        success: true,
        total,
        data: [
          {
            id: expect.any(String),
            name: 'Sender 3',
            email: valid.email,
            mobileNumber: '9123400103',
            Message: valid.Message,
            userId: null,
            createdAt: expect.any(String),
          },
          expect.objectContaining({ name: 'Sender 2', mobileNumber: '9123400102' }),
        ],
      });
      const next = await list('?limit=2&offset=2');
      expect(next.json().total).toBe(total);
      expect(next.json().data[0]).toMatchObject({ name: 'Sender 1', mobileNumber: '9123400101' });

      const all = (await list('?limit=100')).json().data as ListedMessage[];
      expect(all).toHaveLength(total);
      const times = all.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(all.map((m) => m.id)).size).toBe(total);

      const beyond = await list(`?offset=${total}`);
      expect(beyond.json()).toMatchObject({ total, data: [] });
    });

    it('pages 25 at a time by default', async () => {
      while ((await stored()) <= 25) expect((await add(valid)).statusCode).toBe(200);
      const total = await stored();
      const res = await list();
      expect(res.json().data).toHaveLength(25);
      expect(res.json().total).toBe(total);
    });

    it.each(['?limit=0', '?limit=101', '?limit=x', '?offset=-1'])('refuses %s', async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_VALUE' });
    });

    it('is for admins only', async () => {
      expectForbidden(await list('', customer.token));
      expectUnauthenticated(await ctx.app.inject({ method: 'GET', url: LIST }));
    });
  });
});

describe('the customer-care line: GET /api/v1/support-line', () => {
  const supportLine = (ctx: TestContext, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/support-line', headers });

  it('serves the default toll-free number and the spec’s hours to anyone, without a login', async () => {
    const ctx = await createTestContext();
    try {
      const res = await supportLine(ctx);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.json()).toEqual({
        result: true,
        success: true,
        data: {
          phone: '1800 266 5674',
          tel: '18002665674',
          hours: { opens: '10:00', closes: '17:00' },
        },
      });
      // A token changes nothing, even a dead one: the line is public.
      expect((await supportLine(ctx, bearer('not-a-token'))).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('serves SUPPORT_PHONE and SUPPORT_HOURS as configured', async () => {
    const ctx = await createTestContext({
      env: { SUPPORT_PHONE: '+91 80 4000 1234', SUPPORT_HOURS: '09:00-21:30' },
    });
    try {
      expect((await supportLine(ctx)).json().data).toEqual({
        phone: '+91 80 4000 1234',
        tel: '+918040001234',
        hours: { opens: '09:00', closes: '21:30' },
      });
    } finally {
      await ctx.close();
    }
  });
});

import { codeOf } from '../helpers/refusals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { otpChallenges, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  STRONG_PASSWORD,
  latestOtp,
  outbox,
  post,
  signUp,
  uniqueIp,
  uniqueMobile,
} from '../helpers/accounts';

const SEND = '/api/user/sendOtp';
const VERIFY = '/api/user/verifyOtp';

function details(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    mobile,
    emailId: 'asha@example.com',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

describe('POST /api/user/sendOtp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const challengesOf = (mobile: string) =>
    ctx.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));

  /** Pretends the challenges of a number were created `seconds` earlier than they were. */
  const age = (mobile: string, seconds: number) =>
    ctx.database.db
      .update(otpChallenges)
      .set({ createdAt: sql`${otpChallenges.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(otpChallenges.mobile, mobile));

  it('texts a 6-digit OTP and keeps only its hash and a password hash', async () => {
    const mobile = uniqueMobile();
    const res = await post(ctx, SEND, details(mobile), uniqueIp());

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: true,
      message: catalogue.OTP_SENT,
      code: 'OTP_SENT',
      data: { resendAfterSeconds: 30, expiresInSeconds: 600 },
    });

    const sms = await outbox(ctx, mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.templateId).toBe('KOSH_SIGNUP_OTP');
    const code = await latestOtp(ctx, mobile);
    expect(code).toMatch(/^\d{6}$/);

    const rows = await challengesOf(mobile);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.payload.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.payload).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });
    // The code and the password appear nowhere in what was stored (the mobile aside, which
    // is ten digits and could contain the six by chance).
    const { mobile: _mobile, ...stored } = row!;
    const text = JSON.stringify(stored);
    expect(text).not.toContain(code);
    expect(text).not.toContain(STRONG_PASSWORD);
    // No account exists until the OTP is verified.
    expect(await ctx.database.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
  });

  describe('rejects bad input with 400, the field and the reason, and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { name: undefined }, 'name', catalogue.NAME_REQUIRED],
      ['an empty name', { name: '' }, 'name', catalogue.NAME_REQUIRED],
      ['a name that is not text', { name: 42 }, 'name', catalogue.NAME_REQUIRED],
      ['a two-letter name', { name: 'Ab' }, 'name', catalogue.NAME_INVALID],
      ['a 26-letter name', { name: 'A'.repeat(26) }, 'name', catalogue.NAME_INVALID],
      ['a name with digits', { name: 'Asha1' }, 'name', catalogue.NAME_INVALID],
      ['a name with punctuation', { name: 'Asha.Rao' }, 'name', catalogue.NAME_INVALID],
      ['a missing mobile', { mobile: undefined }, 'mobile', catalogue.MOBILE_REQUIRED],
      ['an empty mobile', { mobile: '' }, 'mobile', catalogue.MOBILE_REQUIRED],
      ['a mobile starting with 5', { mobile: '5876543210' }, 'mobile', catalogue.MOBILE_INVALID],
      ['a 9-digit mobile', { mobile: '987654321' }, 'mobile', catalogue.MOBILE_INVALID],
      ['an 11-digit mobile', { mobile: '98765432101' }, 'mobile', catalogue.MOBILE_INVALID],
      ['a +91 mobile', { mobile: '+919876543210' }, 'mobile', catalogue.MOBILE_INVALID],
      ['a missing email', { emailId: undefined }, 'emailId', catalogue.EMAIL_REQUIRED],
      ['an empty email', { emailId: '' }, 'emailId', catalogue.EMAIL_REQUIRED],
      ['an invalid email', { emailId: 'asha.example.com' }, 'emailId', catalogue.EMAIL_INVALID],
      [
        'a 31-character email',
        { emailId: `${'a'.repeat(19)}@example.com` },
        'emailId',
        catalogue.EMAIL_TOO_LONG,
      ],
      ['a missing password', { password: undefined }, 'password', catalogue.PASSWORD_REQUIRED],
      ['an empty password', { password: '' }, 'password', catalogue.PASSWORD_REQUIRED],
      ['a 7-character password', { password: 'Aa1!aaa' }, 'password', catalogue.PASSWORD_RULE],
      [
        'a password without uppercase',
        { password: 'secret@123' },
        'password',
        catalogue.PASSWORD_RULE,
      ],
      [
        'a password without lowercase',
        { password: 'SECRET@123' },
        'password',
        catalogue.PASSWORD_RULE,
      ],
      [
        'a password without a digit',
        { password: 'Secret@abc' },
        'password',
        catalogue.PASSWORD_RULE,
      ],
      [
        'a password without a special',
        { password: 'Secret1234' },
        'password',
        catalogue.PASSWORD_RULE,
      ],
      [
        'a 129-character password',
        { password: `Aa1!${'a'.repeat(125)}` },
        'password',
        catalogue.PASSWORD_TOO_LONG,
      ],
    ];

    it.each(cases)('%s', async (_label, overrides, field, message) => {
      const mobile = uniqueMobile();
      const payload = details(mobile, overrides);
      const res = await post(ctx, SEND, payload, uniqueIp());

      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        result: false,
        success: false,
        code: codeOf(message),
        message,
      });
      expect(body.errors).toEqual([{ field, code: codeOf(message), message }]);

      expect(await challengesOf(mobile)).toEqual([]);
      expect(await outbox(ctx, mobile)).toEqual([]);
    });

    it('names every bad field at once', async () => {
      const res = await post(
        ctx,
        SEND,
        { name: 'A', mobile: '123', emailId: 'x', password: 'weak' },
        uniqueIp(),
      );
      expect(res.statusCode).toBe(400);
      const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
      expect(new Set(fields)).toEqual(new Set(['name', 'mobile', 'emailId', 'password']));
    });
  });

  it('accepts a name of exactly 3 and of exactly 25 letters and spaces, and a 30-character email', async () => {
    for (const [name, emailId] of [
      ['Abc', `${'a'.repeat(18)}@example.com`],
      ['Asha Rao Kumari Devi Nair', 'a@b.in'],
    ]) {
      const res = await post(ctx, SEND, details(uniqueMobile(), { name, emailId }), uniqueIp());
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  describe('answers a body that is not a JSON object with 400, never 500', () => {
    const bodies: [string, string | undefined, string | undefined][] = [
      ['malformed JSON', '{"name": "Asha", ', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['no body at all', undefined, undefined],
      ['a JSON array', '[]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['a JSON string', '"hello"', 'application/json'],
    ];
    it.each(bodies)('%s', async (_label, payload, contentType) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: SEND,
        remoteAddress: uniqueIp(),
        ...(payload === undefined ? {} : { payload }),
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        result: false,
        success: false,
        code: expect.stringMatching(/^BODY_NOT_(JSON|OBJECT)$/),
        message: expect.any(String),
      });
      // What parsed but is not an object is blamed on the body as a whole.
      if (payload !== '' && !payload?.startsWith('{')) {
        expect(body.errors).toEqual([
          { field: 'body', code: 'BODY_NOT_OBJECT', message: catalogue.BODY_NOT_OBJECT },
        ]);
      }
    });

    it.each([
      ['application/xml', '<name>Asha</name>'],
      ['text/plain', 'name=Asha'],
    ])('an unsupported content type (%s): 415', async (contentType, payload) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: SEND,
        remoteAddress: uniqueIp(),
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        result: false,
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: catalogue.UNSUPPORTED_MEDIA_TYPE,
      });
    });
  });

  it('refuses a number that already has an account with 409, and texts nothing', async () => {
    const customer = await signUp(ctx);
    const before = (await outbox(ctx, customer.mobile)).length;

    const res = await post(ctx, SEND, details(customer.mobile), uniqueIp());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'MOBILE_ALREADY_REGISTERED',
      message: catalogue.MOBILE_ALREADY_REGISTERED,
    });
    expect(await outbox(ctx, customer.mobile)).toHaveLength(before);
    // Only the verified sign-up challenge is on record.
    expect(await challengesOf(customer.mobile)).toHaveLength(1);
  });

  it('makes a resend wait 30 seconds, then sends a new code that replaces the old one', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await post(ctx, SEND, details(mobile), ip)).statusCode).toBe(200);
    const firstCode = await latestOtp(ctx, mobile);

    const tooSoon = await post(ctx, SEND, details(mobile), ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      result: false,
      success: false,
      code: 'OTP_COOLDOWN',
      message: catalogue.OTP_COOLDOWN,
    });
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await outbox(ctx, mobile)).toHaveLength(1);
    expect(await challengesOf(mobile)).toHaveLength(1);

    // 25 seconds later it is still too soon, and the header says how long is left.
    await age(mobile, 25);
    const stillTooSoon = await post(ctx, SEND, details(mobile), ip);
    expect(stillTooSoon.statusCode).toBe(429);
    expect(Number(stillTooSoon.headers['retry-after'])).toBeLessThanOrEqual(5);

    await age(mobile, 6);
    const resent = await post(ctx, SEND, details(mobile), ip);
    expect(resent.statusCode).toBe(200);
    expect(await outbox(ctx, mobile)).toHaveLength(2);
    const secondCode = await latestOtp(ctx, mobile);

    const challenges = await challengesOf(mobile);
    expect(challenges).toHaveLength(2);
    expect(challenges.filter((c) => c.closedAt === null)).toHaveLength(1);
    expect(challenges.find((c) => c.closedAt !== null)?.closedReason).toBe('superseded');

    if (firstCode !== secondCode) {
      const old = await post(ctx, VERIFY, { otp: firstCode, mobile }, ip);
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('OTP_INVALID');
    }
    const fresh = await post(ctx, VERIFY, { otp: secondCode, mobile }, ip);
    expect(fresh.statusCode).toBe(200);
  });

  it('sends one number at most 5 OTPs an hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i += 1) {
      const res = await post(ctx, SEND, details(mobile), uniqueIp());
      expect(res.statusCode, res.body).toBe(200);
      await age(mobile, 31);
    }
    // 5 × 31 s ago: all inside the hour. A new IP does not help.
    const sixth = await post(ctx, SEND, details(mobile), uniqueIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'OTP_TOO_MANY_FOR_NUMBER',
      message: catalogue.OTP_TOO_MANY_FOR_NUMBER,
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox(ctx, mobile)).toHaveLength(5);
    expect(await challengesOf(mobile)).toHaveLength(5);

    // Once the oldest is more than an hour old, the number may have one more.
    await age(mobile, 3600 - 5 * 31 + 1);
    expect((await post(ctx, SEND, details(mobile), uniqueIp())).statusCode).toBe(200);
  });

  it('lets one IP ask for at most 20 OTPs an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await post(ctx, SEND, details(uniqueMobile()), ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const mobile = uniqueMobile();
    const res = await post(ctx, SEND, details(mobile), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'OTP_TOO_MANY_FROM_DEVICE',
      message: catalogue.OTP_TOO_MANY_FROM_DEVICE,
    });
    expect(await outbox(ctx, mobile)).toEqual([]);
    expect(await challengesOf(mobile)).toEqual([]);

    // Another IP is not affected.
    expect((await post(ctx, SEND, details(mobile), uniqueIp())).statusCode).toBe(200);
  });

  it('holds the per-IP cap when the requests arrive all at once', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => post(ctx, SEND, details(uniqueMobile()), ip)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(otpChallenges)
      .where(eq(otpChallenges.ip, ip));
    expect(row?.n).toBe(20);
  });

  it('sends one code when the same number asks twice at once', async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all([
      post(ctx, SEND, details(mobile), uniqueIp()),
      post(ctx, SEND, details(mobile), uniqueIp()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await challengesOf(mobile)).toHaveLength(1);
    expect(await outbox(ctx, mobile)).toHaveLength(1);
  });
});

describe('POST /api/user/sendOtp when the SMS gateway is down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const challengesOf = (mobile: string) =>
    ctx.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));

  it('answers 503, keeps nothing, allows an immediate retry and keeps the code already sent', async () => {
    // A code reaches the customer while the gateway is up…
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await post(ctx, SEND, details(mobile), ip)).statusCode).toBe(200);
    const code = await latestOtp(ctx, mobile);
    await ctx.database.db
      .update(otpChallenges)
      .set({ createdAt: sql`${otpChallenges.createdAt} - interval '31 seconds'` })
      .where(eq(otpChallenges.mobile, mobile));

    // …then the gateway goes away.
    await ctx.sandbox.close();

    const resend = await post(ctx, SEND, details(mobile), ip);
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({
      result: false,
      success: false,
      code: 'PROVIDER_UNAVAILABLE',
      message: catalogue.PROVIDER_UNAVAILABLE,
      requestId: expect.any(String),
    });
    const rows = await challengesOf(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.closedAt).toBeNull();

    const fresh = uniqueMobile();
    for (let i = 0; i < 2; i += 1) {
      // No cool-down after a failed send: nothing was sent.
      const res = await post(ctx, SEND, details(fresh), uniqueIp());
      expect(res.statusCode).toBe(503);
      expect(await challengesOf(fresh)).toEqual([]);
    }

    // The code the customer already has still opens the account.
    const verified = await post(ctx, VERIFY, { otp: code, mobile }, ip);
    expect(verified.statusCode).toBe(200);
  });
});

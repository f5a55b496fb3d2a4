import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { authAttempts, sessions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  latestOtp,
  login,
  outbox,
  post,
  signUp,
  uniqueIp,
  uniqueMobile,
} from '../helpers/accounts';

const LOGIN = '/api/user/login';
const WRONG = 'Wrong@pass1';

describe('POST /api/user/login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Failed logins from `ip` for made-up numbers, as if they had happened over the last minutes. */
  const pastFailures = (ip: string, n: number) =>
    ctx.database.db.insert(authAttempts).values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'login' as const,
        mobile: uniqueMobile(),
        ip,
        succeeded: 0,
        createdAt: new Date(Date.now() - (n - i) * 10_000),
      })),
    );

  it('logs a customer in with mobile number and password', async () => {
    const customer = await signUp(ctx, { name: 'Meera Iyer' });
    const res = await login(ctx, customer.mobile, customer.password);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      result: true,
      success: true,
      message: catalogue.LOGIN_SUCCESS,
      data: {
        UId: customer.UId,
        userId: customer.userId,
        name: 'Meera Iyer',
        token: expect.any(String),
        role: 'customer',
        passwordChangeRequired: false,
      },
    });
    expect(body.data.token).not.toBe(customer.token);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get',
      headers: bearer(body.data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userId).toBe(customer.userId);
  });

  it('accepts the number with surrounding spaces', async () => {
    const customer = await signUp(ctx);
    const res = await login(ctx, ` ${customer.mobile} `, customer.password);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown number identically', async () => {
    const customer = await signUp(ctx);
    const wrongPassword = await login(ctx, customer.mobile, WRONG);
    const unknownNumber = await login(ctx, uniqueMobile(), customer.password);

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownNumber.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      result: false,
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: catalogue.INVALID_CREDENTIALS,
    });
    expect(unknownNumber.body).toBe(wrongPassword.body);
    // No session was opened for the wrong password.
    const open = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, customer.UId));
    expect(open).toHaveLength(1);
  });

  it('does not take a password in another case', async () => {
    const customer = await signUp(ctx);
    const res = await login(ctx, customer.mobile, customer.password.toUpperCase());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no mobile number', { password: 'Kosh@2026pay' }, 'mobileno'],
    ['a mobile number starting with 5', { mobileno: '5876543210', password: 'x' }, 'mobileno'],
    ['a 9-digit mobile number', { mobileno: '987654321', password: 'x' }, 'mobileno'],
    ['a mobile number as a number', { mobileno: 9876543210, password: 'x' }, 'mobileno'],
    ['no password', { mobileno: '9876543210' }, 'password'],
    ['an empty password', { mobileno: '9876543210', password: '' }, 'password'],
    ['a 129-character password', { mobileno: '9876543210', password: 'a'.repeat(129) }, 'password'],
  ])('refuses %s with the form message', async (_label, payload, field) => {
    const ip = uniqueIp();
    const res = await post(ctx, LOGIN, payload, ip);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      result: false,
      success: false,
      code: 'LOGIN_FIELDS_INVALID',
      message: 'Please fill in the required fields correctly.',
    });
    expect(body.message).toBe(catalogue.LOGIN_FIELDS_INVALID);
    expect(body.errors).toContainEqual({
      field,
      code: 'LOGIN_FIELDS_INVALID',
      message: catalogue.LOGIN_FIELDS_INVALID,
    });
    // A malformed request is not a login attempt.
    const attempts = await ctx.database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.ip, ip));
    expect(attempts).toEqual([]);
  });

  const withOtp = (mobileno: string, password: string, otp: string, ip: string) =>
    post(ctx, LOGIN, { mobileno, password, otp }, ip);

  const STEP_UP = {
    result: false,
    success: false,
    code: 'LOGIN_OTP_REQUIRED',
    message: catalogue.LOGIN_OTP_REQUIRED,
    errors: [{ field: 'otp', code: 'LOGIN_OTP_REQUIRED', message: catalogue.LOGIN_OTP_REQUIRED }],
  };

  it('5 wrong passwords from one IP never lock the customer out: elsewhere as before, there with a texted OTP', async () => {
    const customer = await signUp(ctx);
    const guesser = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx, customer.mobile, WRONG, guesser)).statusCode).toBe(401);
    }
    // The number is throttled for that IP only: the customer's own phone logs in as before.
    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);

    // From the guesser's IP even the right password needs the OTP, which is texted to the number
    // (and the answer is the same for a wrong password: it tells nothing).
    const textsBefore = (await outbox(ctx, customer.mobile)).length;
    const asked = await login(ctx, customer.mobile, customer.password, guesser);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual(STEP_UP);
    const guessed = await login(ctx, customer.mobile, WRONG, guesser);
    expect(guessed.body).toBe(asked.body);
    // One text: asking again does not replace the code the customer holds.
    const texts = await outbox(ctx, customer.mobile);
    expect(texts).toHaveLength(textsBefore + 1);
    expect(texts[0]?.text).toMatch(/^\d{6} is your Kosh login OTP/);
    const otp = await latestOtp(ctx, customer.mobile);

    // A wrong code, or the code with a wrong password, is refused and uses one of its tries.
    const wrongCode = otp === '000000' ? '111111' : '000000';
    const bad = await withOtp(customer.mobile, customer.password, wrongCode, guesser);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'OTP_INVALID', params: { left: 4 } });
    expect((await withOtp(customer.mobile, WRONG, otp, guesser)).statusCode).toBe(401);

    // The password with the code logs in, once.
    const res = await withOtp(customer.mobile, customer.password, otp, guesser);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
    // The code is spent: throttled again, the number needs a new one.
    for (let i = 0; i < 5; i += 1) await login(ctx, customer.mobile, WRONG, guesser);
    const again = await withOtp(customer.mobile, customer.password, otp, guesser);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_NOT_FOUND');
  });

  it('a number guessed at from many IPs needs the OTP from every one past the ceiling', async () => {
    const customer = await signUp(ctx);
    for (let i = 0; i < 20; i += 1) {
      expect((await login(ctx, customer.mobile, WRONG)).statusCode).toBe(401);
    }
    const ip = uniqueIp();
    const asked = await login(ctx, customer.mobile, customer.password, ip);
    expect(asked.json()).toEqual(STEP_UP);
    const otp = await latestOtp(ctx, customer.mobile);
    expect((await withOtp(customer.mobile, customer.password, otp, ip)).statusCode).toBe(200);
    // The success starts the number's count afresh.
    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
  });

  it('answers an unknown number exactly as a registered one when throttled', async () => {
    const customer = await signUp(ctx);
    const unknown = uniqueMobile();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      await login(ctx, customer.mobile, WRONG, ip);
      await login(ctx, unknown, WRONG, ip);
    }
    const registered = await login(ctx, customer.mobile, WRONG, ip);
    const unregistered = await login(ctx, unknown, WRONG, ip);
    expect(registered.statusCode).toBe(401);
    expect(unregistered.statusCode).toBe(401);
    expect(unregistered.body).toBe(registered.body);
  });

  it('starts the count afresh after a successful login', async () => {
    const customer = await signUp(ctx);
    const ip = uniqueIp();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await login(ctx, customer.mobile, WRONG, ip)).statusCode).toBe(401);
      }
      expect((await login(ctx, customer.mobile, customer.password, ip)).statusCode).toBe(200);
    }
  });

  it('checks no more than 5 wrong passwords for a number from one IP sent all at once', async () => {
    const customer = await signUp(ctx);
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(ctx, customer.mobile, WRONG, ip)),
    );
    const codes = answers.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_OTP_REQUIRED')).toHaveLength(7);
    const right = await login(ctx, customer.mobile, customer.password, ip);
    expect(right.json().code).toBe('LOGIN_OTP_REQUIRED');
  });

  it('makes an IP wait after 30 failed logins, for every number', async () => {
    const customer = await signUp(ctx);
    const ip = uniqueIp();
    await pastFailures(ip, 29);
    // The 30th failure is still answered as a failure…
    expect((await login(ctx, uniqueMobile(), WRONG, ip)).statusCode).toBe(401);
    // …after which even a right password from that IP waits.
    const res = await login(ctx, customer.mobile, customer.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      message: catalogue.LOGIN_THROTTLED,
    });

    // The customer can still log in from elsewhere.
    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
  });

  it('does not let a success from an IP wipe out its failures for other numbers', async () => {
    // An attacker with an account of their own must not reset the IP's count by logging in.
    const attacker = await signUp(ctx);
    const victim = await signUp(ctx);
    const ip = uniqueIp();
    await pastFailures(ip, 29);
    expect((await login(ctx, attacker.mobile, attacker.password, ip)).statusCode).toBe(200);
    expect((await login(ctx, uniqueMobile(), WRONG, ip)).statusCode).toBe(401);

    const res = await login(ctx, victim.mobile, victim.password, ip);
    expect(res.statusCode).toBe(429);
  });

  it('floods no more than 30 requests a minute from one IP into the login call', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post(ctx, LOGIN, {}, ip)).statusCode).toBe(400);
    }
    const res = await post(ctx, LOGIN, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      result: false,
      success: false,
      code: 'RATE_LIMITED',
      message: catalogue.RATE_LIMITED,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

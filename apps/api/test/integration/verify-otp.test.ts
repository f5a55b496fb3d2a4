import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { ledgerAccounts, otpChallenges, sessions, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  STRONG_PASSWORD,
  bearer,
  latestOtp,
  post,
  uniqueIp,
  uniqueMobile,
} from '../helpers/accounts';

const SEND = '/api/user/sendOtp';
const VERIFY = '/api/user/verifyOtp';

/** Any six digits other than the code. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/user/verifyOtp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Sends a sign-up OTP to a fresh number; returns the number, the code and the client IP. */
  async function pending(name = 'Ravi Kumar') {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const res = await post(
      ctx,
      SEND,
      { name, mobile, emailId: 'ravi@example.com', password: STRONG_PASSWORD },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { mobile, ip, code: await latestOtp(ctx, mobile) };
  }

  const usersWith = (mobile: string) =>
    ctx.database.db.select().from(users).where(eq(users.mobile, mobile));

  it('opens the account and its empty wallet, and logs the customer in', async () => {
    const { mobile, ip, code } = await pending();
    const res = await post(ctx, VERIFY, { otp: code, mobile }, ip);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: true, success: true, message: catalogue.OTP_VERIFIED });
    expect(body.message).toBe('OTP Verified Successfully!');
    expect(body.data).toEqual({
      UId: expect.any(String),
      userId: expect.stringMatching(/^KS\d{8}$/),
      name: 'Ravi Kumar',
      token: expect.any(String),
    });

    const [user, ...others] = await usersWith(mobile);
    expect(others).toEqual([]);
    expect(user).toMatchObject({
      id: body.data.UId,
      publicId: body.data.userId,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      role: 'customer',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);

    const wallets = await ctx.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, body.data.UId));
    expect(wallets).toHaveLength(1);
    expect(wallets[0]).toMatchObject({
      kind: 'wallet',
      debitsPendingPaise: 0n,
      debitsPostedPaise: 0n,
      creditsPendingPaise: 0n,
      creditsPostedPaise: 0n,
    });
    expect(await ctx.services.ledger.walletBalancePaise(ctx.database.db, body.data.UId)).toBe(0n);

    const [challenge] = await ctx.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    expect(challenge?.closedReason).toBe('verified');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get',
      headers: bearer(body.data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      tokenValid: true,
      data: { userId: body.data.userId, name: 'Ravi Kumar', mobile },
    });

    // The password given at sign-up is the one that logs in.
    const login = await post(
      ctx,
      '/api/user/login',
      { mobileno: mobile, password: STRONG_PASSWORD },
      ip,
    );
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['a letter', '12a456'],
    ['spaces inside', '12 456'],
    ['an empty string', ''],
    ['a number, not a string', 123456],
    ['nothing', undefined],
  ])('refuses an OTP of %s with 400 "Enter a valid OTP."', async (_label, otp) => {
    const { mobile, ip } = await pending();
    const res = await post(ctx, VERIFY, { otp, mobile }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      result: false,
      success: false,
      code: 'OTP_FORMAT',
      message: catalogue.OTP_FORMAT,
      errors: [{ field: 'otp', code: 'OTP_FORMAT', message: catalogue.OTP_FORMAT }],
    });
    // A malformed OTP is not a try: the challenge is untouched.
    const [challenge] = await ctx.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    expect(challenge?.failedAttempts).toBe(0);
  });

  it('refuses a bad mobile number with 400 naming the field', async () => {
    const res = await post(ctx, VERIFY, { otp: '123456', mobile: '12345' }, uniqueIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MOBILE_INVALID',
      errors: [{ field: 'mobile', code: 'MOBILE_INVALID', message: catalogue.MOBILE_INVALID }],
    });
  });

  it('counts a wrong code and says how many tries are left', async () => {
    const { mobile, ip, code } = await pending();
    const res = await post(ctx, VERIFY, { otp: wrongCode(code), mobile }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'OTP_INVALID',
      message: `${catalogue.OTP_WRONG} 4 attempts left.`,
      params: { left: 4, attempts: 'attempts' },
      errors: [{ field: 'otp', code: 'OTP_WRONG', message: catalogue.OTP_WRONG }],
    });
    expect(await usersWith(mobile)).toEqual([]);

    // The right code still works after a wrong one.
    expect((await post(ctx, VERIFY, { otp: code, mobile }, ip)).statusCode).toBe(200);
  });

  it('locks the OTP after five wrong tries, so even the right code then fails', async () => {
    const { mobile, ip, code } = await pending();
    const wrong = wrongCode(code);
    const left = [4, 3, 2, 1];
    for (const n of left) {
      const res = await post(ctx, VERIFY, { otp: wrong, mobile }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `${catalogue.OTP_WRONG} ${n} ${n === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const fifth = await post(ctx, VERIFY, { otp: wrong, mobile }, ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'OTP_LOCKED', message: catalogue.OTP_LOCKED });

    const right = await post(ctx, VERIFY, { otp: code, mobile }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'OTP_LOCKED', message: catalogue.OTP_LOCKED });
    expect(await usersWith(mobile)).toEqual([]);

    const [challenge] = await ctx.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    expect(challenge).toMatchObject({ failedAttempts: 5, closedReason: 'locked' });

    // A new OTP, once the resend cool-down is over, starts afresh.
    await ctx.database.db
      .update(otpChallenges)
      .set({ createdAt: sql`${otpChallenges.createdAt} - interval '31 seconds'` })
      .where(eq(otpChallenges.mobile, mobile));
    const resent = await post(
      ctx,
      SEND,
      { name: 'Ravi Kumar', mobile, emailId: 'ravi@example.com', password: STRONG_PASSWORD },
      ip,
    );
    expect(resent.statusCode).toBe(200);
    const fresh = await post(ctx, VERIFY, { otp: await latestOtp(ctx, mobile), mobile }, ip);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired OTP, even the right code', async () => {
    const { mobile, ip, code } = await pending();
    await ctx.database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.mobile, mobile));

    const res = await post(ctx, VERIFY, { otp: code, mobile }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'OTP_EXPIRED',
      message: catalogue.OTP_EXPIRED,
    });
    expect(await usersWith(mobile)).toEqual([]);
  });

  it('expires the OTP after 10 minutes', async () => {
    const { mobile } = await pending();
    const [challenge] = await ctx.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    const lifetime = challenge!.expiresAt.getTime() - challenge!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(599_000);
    expect(lifetime).toBeLessThan(601_000);
  });

  it('answers 400 when no OTP is pending for the number', async () => {
    const res = await post(ctx, VERIFY, { otp: '123456', mobile: uniqueMobile() }, uniqueIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'OTP_NOT_FOUND',
      message: catalogue.OTP_NOT_FOUND,
    });
  });

  it('accepts an OTP only once', async () => {
    const { mobile, ip, code } = await pending();
    expect((await post(ctx, VERIFY, { otp: code, mobile }, ip)).statusCode).toBe(200);

    const again = await post(ctx, VERIFY, { otp: code, mobile }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_NOT_FOUND', message: catalogue.OTP_NOT_FOUND });
    expect(await usersWith(mobile)).toHaveLength(1);
  });

  it('opens one account when the same code is submitted twice at once', async () => {
    const { mobile, ip, code } = await pending();
    const answers = await Promise.all([
      post(ctx, VERIFY, { otp: code, mobile }, ip),
      post(ctx, VERIFY, { otp: code, mobile }, ip),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [user, ...others] = await usersWith(mobile);
    expect(others).toEqual([]);
    const wallets = await ctx.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, user!.id));
    expect(wallets).toHaveLength(1);
    const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(live).toHaveLength(1);
  });
});

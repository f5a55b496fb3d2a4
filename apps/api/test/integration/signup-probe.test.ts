import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { authAttempts, otpChallenges } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { STRONG_PASSWORD, outbox, post, signUp, uniqueIp, uniqueMobile } from '../helpers/accounts';

const SEND = '/api/user/sendOtp';

const details = (mobile: string) => ({
  name: 'Asha Rao',
  mobile,
  emailId: 'asha@example.com',
  password: STRONG_PASSWORD,
});

/**
 * Sign-up says "already registered" where login and forgot password never tell, so that answer is
 * limited as login's failures are: 5 a number and 30 an IP in 15 minutes, then 429 for any number.
 */
describe('POST /api/user/sendOtp: "already registered" is rate-limited like login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const send = (mobile: string, ip = uniqueIp()) => post(ctx, SEND, details(mobile), ip);

  /** "Already registered" answers from `ip` about other registered numbers, minutes ago. */
  const pastProbes = (ip: string, n: number) =>
    ctx.database.db.insert(authAttempts).values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'signup_probe' as const,
        mobile: uniqueMobile(),
        ip,
        succeeded: 0,
        createdAt: new Date(Date.now() - (n - i) * 10_000),
      })),
    );

  it('says a number is registered 5 times, then makes the number wait 15 minutes', async () => {
    const customer = await signUp(ctx);
    const texts = (await outbox(ctx, customer.mobile)).length;
    for (let i = 0; i < 5; i += 1) {
      const res = await send(customer.mobile);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MOBILE_ALREADY_REGISTERED' });
    }
    const sixth = await send(customer.mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      result: false,
      success: false,
      code: 'OTP_TOO_MANY_FOR_NUMBER',
      message: catalogue.OTP_TOO_MANY_FOR_NUMBER,
    });
    expect(sixth.headers['retry-after']).toBe('900');
    expect(await outbox(ctx, customer.mobile)).toHaveLength(texts);

    // 15 minutes on, the number may be asked about again.
    await ctx.database.db
      .update(authAttempts)
      .set({ createdAt: sql`${authAttempts.createdAt} - interval '15 minutes'` })
      .where(eq(authAttempts.mobile, customer.mobile));
    expect((await send(customer.mobile)).statusCode).toBe(409);
  });

  it('makes an IP wait after 30 such answers, registered number or not, and sends nothing', async () => {
    const customer = await signUp(ctx);
    const ip = uniqueIp();
    await pastProbes(ip, 29);
    // The 30th is still answered…
    expect((await send(customer.mobile, ip)).statusCode).toBe(409);
    // …after which the IP learns nothing more: a registered and a new number get the same 429.
    const fresh = uniqueMobile();
    const registered = await send(customer.mobile, ip);
    const unregistered = await send(fresh, ip);
    expect(registered.statusCode).toBe(429);
    expect(unregistered.statusCode).toBe(429);
    expect(unregistered.json()).toEqual({
      result: false,
      success: false,
      code: 'OTP_TOO_MANY_FROM_DEVICE',
      message: catalogue.OTP_TOO_MANY_FROM_DEVICE,
    });
    expect(registered.body).toBe(unregistered.body);
    expect(registered.headers['retry-after']).toBe(unregistered.headers['retry-after']);
    expect(await outbox(ctx, fresh)).toEqual([]);
    expect(
      await ctx.database.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, fresh)),
    ).toEqual([]);

    // Anyone else can still sign up with that new number.
    expect((await send(fresh)).statusCode).toBe(200);
  });

  it('counts only the "registered" answers: sign-ups of new numbers do not use them up', async () => {
    const ip = uniqueIp();
    await pastProbes(ip, 29);
    for (let i = 0; i < 3; i += 1) expect((await send(uniqueMobile(), ip)).statusCode).toBe(200);
    const customer = await signUp(ctx);
    expect((await send(customer.mobile, ip)).statusCode).toBe(409);
  });

  it('answers no more than 5 of 12 probes of one number sent all at once', async () => {
    const customer = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(customer.mobile)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

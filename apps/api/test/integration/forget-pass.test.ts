import { codeOf } from '../helpers/refusals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { temporaryPasswords, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  login,
  outbox,
  post,
  signUp,
  temporaryPasswordFor,
  uniqueIp,
  uniqueMobile,
  waitForOutbox,
} from '../helpers/accounts';

const FORGET = '/api/user/forgetPass';
const TEMPORARY = /temporary password is (\S+) /;

describe('POST /api/user/forgetPass', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const forget = (mobile: string, ip = uniqueIp()) => post(ctx, FORGET, { mobile }, ip);

  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });

  it('answers a registered and an unknown number identically, and texts only the registered one', async () => {
    const customer = await signUp(ctx);
    const unknown = uniqueMobile();

    const forUnknown = await forget(unknown);
    const forRegistered = await forget(customer.mobile);

    expect(forRegistered.statusCode).toBe(200);
    expect(forRegistered.json()).toEqual({
      success: true,
      result: true,
      message: catalogue.FORGOT_PASSWORD_SENT,
      code: 'FORGOT_PASSWORD_SENT',
    });
    expect(forUnknown.statusCode).toBe(forRegistered.statusCode);
    expect(forUnknown.body).toBe(forRegistered.body);

    // The sign-up OTP, then the temporary password.
    const [sms] = await waitForOutbox(ctx, customer.mobile, 2);
    expect(sms?.templateId).toBe('KOSH_TEMP_PASSWORD');
    const temporary = sms?.text.match(TEMPORARY)?.[1];
    expect(temporary).toMatch(/^[A-Za-z2-9@#$%&*]{10}$/);
    expect(await outbox(ctx, unknown)).toEqual([]);

    // Kept hashed, never in clear.
    const rows = await ctx.database.db
      .select()
      .from(temporaryPasswords)
      .where(eq(temporaryPasswords.userId, customer.UId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(temporary!);
  });

  it('refuses a bad number with 400 naming the field', async () => {
    for (const [mobile, message] of [
      ['', catalogue.MOBILE_REQUIRED],
      ['12345', catalogue.MOBILE_INVALID],
      [undefined, catalogue.MOBILE_REQUIRED],
    ] as const) {
      const res = await post(ctx, FORGET, { mobile }, uniqueIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: codeOf(message),
        message,
        errors: [{ field: 'mobile', message }],
      });
    }
  });

  it('keeps the old password working while the temporary one is unused', async () => {
    const customer = await signUp(ctx);
    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    expect(temporary).not.toBe(customer.password);

    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    // Logging in with the old password does not spend the temporary one.
    expect((await login(ctx, customer.mobile, temporary)).statusCode).toBe(200);
  });

  it('makes the temporary password the password once it is used, and ends other sessions', async () => {
    const customer = await signUp(ctx);
    const other = await login(ctx, customer.mobile, customer.password);
    const otherToken = other.json().data.token as string;
    expect((await me(customer.token)).statusCode).toBe(200);

    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, customer.UId));
    const textsBefore = (await outbox(ctx, customer.mobile)).length;

    const res = await login(ctx, customer.mobile, temporary);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, message: catalogue.LOGIN_SUCCESS });
    const token = res.json().data.token as string;

    // The customer is texted that the password changed, so a stranger's reset is noticed…
    const [changed] = await waitForOutbox(ctx, customer.mobile, textsBefore + 1);
    expect(changed?.templateId).toBe('KOSH_PASSWORD_CHANGED');
    expect(changed?.text).toMatch(
      /^Kosh: your login password was changed on \d{2}-\d{2}-\d{4} \d{2}:\d{2} IST\. /,
    );
    expect(changed?.text).toContain(ctx.config.support.phone);
    expect(changed?.text).not.toContain(temporary);

    // The old password stops working…
    const old = await login(ctx, customer.mobile, customer.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(catalogue.INVALID_CREDENTIALS);
    // …every earlier session ends, the new one works…
    for (const revoked of [customer.token, otherToken]) {
      const res401 = await me(revoked);
      expect(res401.statusCode).toBe(401);
      expect(res401.json().tokenValid).toBe(false);
    }
    expect((await me(token)).statusCode).toBe(200);

    // …and the temporary password is now the password, hashed, with no temporary one left.
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, customer.UId));
    expect(after?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    const live = await ctx.database.db
      .select()
      .from(temporaryPasswords)
      .where(eq(temporaryPasswords.userId, customer.UId));
    expect(live.every((t) => t.usedAt !== null)).toBe(true);
    const again = await login(ctx, customer.mobile, temporary);
    expect(again.statusCode).toBe(200);
    // Using it as the password ends no session: only the temporary-password login does.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('texts the change in the language the app logs in with', async () => {
    const customer = await signUp(ctx);
    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    const textsBefore = (await outbox(ctx, customer.mobile)).length;
    const res = await post(
      ctx,
      '/api/user/login',
      { mobileno: customer.mobile, password: temporary, language: 'hi' },
      uniqueIp(),
    );
    expect(res.statusCode).toBe(200);
    const [changed] = await waitForOutbox(ctx, customer.mobile, textsBefore + 1);
    expect(changed?.templateId).toBe('KOSH_PASSWORD_CHANGED_HI');
    expect(changed?.text).toContain(`${ctx.config.support.phone} पर कॉल करें`);
  });

  it('honours only the newest temporary password', async () => {
    const customer = await signUp(ctx);
    const first = await temporaryPasswordFor(ctx, customer.mobile);
    const second = await temporaryPasswordFor(ctx, customer.mobile);
    if (first !== second) {
      expect((await login(ctx, customer.mobile, first)).statusCode).toBe(401);
    }
    expect((await login(ctx, customer.mobile, second)).statusCode).toBe(200);
  });

  it('refuses an expired temporary password and keeps the old one', async () => {
    const customer = await signUp(ctx);
    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    await ctx.database.db
      .update(temporaryPasswords)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(temporaryPasswords.userId, customer.UId));

    const res = await login(ctx, customer.mobile, temporary);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: catalogue.INVALID_CREDENTIALS,
    });
    expect((await login(ctx, customer.mobile, customer.password)).statusCode).toBe(200);
    expect((await me(customer.token)).statusCode).toBe(200);
  });

  it('lasts 30 minutes', async () => {
    const customer = await signUp(ctx);
    await temporaryPasswordFor(ctx, customer.mobile);
    const [row] = await ctx.database.db
      .select()
      .from(temporaryPasswords)
      .where(eq(temporaryPasswords.userId, customer.UId));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(1799_000);
    expect(lifetime).toBeLessThan(1801_000);
  });

  it('answers 3 requests a number an hour, the same for registered and unknown numbers', async () => {
    const customer = await signUp(ctx);
    const unknown = uniqueMobile();
    for (let i = 0; i < 3; i += 1) {
      const registered = await forget(customer.mobile);
      const unregistered = await forget(unknown);
      expect(registered.statusCode).toBe(200);
      expect(unregistered.body).toBe(registered.body);
    }
    const registered = await forget(customer.mobile);
    const unregistered = await forget(unknown);
    expect(registered.statusCode).toBe(429);
    expect(registered.json()).toEqual({
      result: false,
      success: false,
      code: 'FORGOT_PASSWORD_THROTTLED',
      message: catalogue.FORGOT_PASSWORD_THROTTLED,
    });
    expect(unregistered.statusCode).toBe(429);
    expect(unregistered.body).toBe(registered.body);
    expect(unregistered.headers['retry-after']).toBe(registered.headers['retry-after']);

    // The texts go out after the answers: wait for the three (and the sign-up OTP), then make
    // sure no fifth follows.
    await waitForOutbox(ctx, customer.mobile, 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox(ctx, customer.mobile)).toHaveLength(4);
    expect(await outbox(ctx, unknown)).toEqual([]);
  });

  it('answers no more than 3 of many requests for one number sent at once', async () => {
    const customer = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => forget(customer.mobile)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const issued = await ctx.database.db
      .select()
      .from(temporaryPasswords)
      .where(eq(temporaryPasswords.userId, customer.UId));
    expect(issued).toHaveLength(3);
  });

  it('answers one IP at most 20 requests an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await forget(uniqueMobile(), ip)).statusCode).toBe(200);
    }
    const res = await forget(uniqueMobile(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'FORGOT_PASSWORD_THROTTLED',
      message: catalogue.FORGOT_PASSWORD_THROTTLED,
    });
    expect((await forget(uniqueMobile())).statusCode).toBe(200);
  });
});

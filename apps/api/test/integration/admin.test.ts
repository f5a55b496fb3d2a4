import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, login, signUp, uniqueMobile } from '../helpers/accounts';

const ADMIN_PASSWORD = 'Admin#2026kosh';

describe('the first admin (services.users.ensureAdmin)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
  });
  afterAll(() => ctx.close());

  const getUser = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });

  it('creates an admin who can log in with the admin role', async () => {
    const mobile = uniqueMobile();
    const { user, created } = await ctx.services.users.ensureAdmin({
      mobile,
      password: ADMIN_PASSWORD,
      name: 'Asha Admin',
    });
    expect(created).toBe(true);
    expect(user).toMatchObject({ mobile, name: 'Asha Admin', role: 'admin' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const res = await login(ctx, mobile, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ UId: user.id, userId: user.publicId, role: 'admin' });

    const me = await getUser(res.json().data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userId: user.publicId, role: 'admin' });

    // Running it again changes nothing.
    const again = await ctx.services.users.ensureAdmin({
      mobile,
      password: 'Other#2026pass',
      name: 'Someone Else',
    });
    expect(again.created).toBe(false);
    expect(again.user.id).toBe(user.id);
    expect(await ctx.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(
      1,
    );
    expect((await login(ctx, mobile, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the admin a wallet, so the app’s money calls answer them like anyone (no 500)', async () => {
    const mobile = uniqueMobile();
    await ctx.services.users.ensureAdmin({ mobile, password: ADMIN_PASSWORD, name: 'Ravi Admin' });
    const token = (await login(ctx, mobile, ADMIN_PASSWORD)).json().data.token as string;
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/getbal',
      headers: bearer(token),
    });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data).toBe(0);
    // Found by the schema fuzzer: an admin's DTH recharge failed on the missing ledger account.
    const dth = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/dth',
      headers: bearer(token),
      payload: { operator: 'TATAPLAY', number: '8007099827', amount: 100 },
    });
    expect(dth.statusCode, dth.body).toBe(422);
    expect(dth.json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('promotes an existing customer and leaves their password as it is', async () => {
    const customer = await signUp(ctx);
    expect((await getUser(customer.token)).json().data.role).toBe('customer');

    const { user, created } = await ctx.services.users.ensureAdmin({
      mobile: customer.mobile,
      password: ADMIN_PASSWORD,
      name: 'Kosh Admin',
    });
    expect(created).toBe(false);
    expect(user).toMatchObject({ id: customer.UId, role: 'admin' });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.UId));
    expect(row?.role).toBe('admin');

    // The role is read from the account, so the session the customer already has is an admin's.
    expect((await getUser(customer.token)).json().data.role).toBe('admin');

    const withOwn = await login(ctx, customer.mobile, customer.password);
    expect(withOwn.statusCode).toBe(200);
    expect(withOwn.json().data.role).toBe('admin');
    expect((await login(ctx, customer.mobile, ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  it('creates one admin when several API copies start at once', async () => {
    const mobile = uniqueMobile();
    const input = { mobile, password: ADMIN_PASSWORD, name: 'Asha Admin' };
    const results = await Promise.all([
      ctx.services.users.ensureAdmin(input),
      ctx.services.users.ensureAdmin(input),
      ctx.services.users.ensureAdmin(input),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results.every((r) => r.user.role === 'admin')).toBe(true);
    expect((await login(ctx, mobile, ADMIN_PASSWORD)).json().data.role).toBe('admin');
  });

  it('refuses a configuration with ADMIN_MOBILE but no ADMIN_PASSWORD', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'test', ADMIN_MOBILE: uniqueMobile() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes ADMIN_MOBILE and ADMIN_PASSWORD together from the configuration', () => {
    const mobile = uniqueMobile();
    const config = loadConfig({
      NODE_ENV: 'test',
      ADMIN_MOBILE: mobile,
      ADMIN_PASSWORD,
    });
    expect(config.admin).toEqual({ mobile, password: ADMIN_PASSWORD, name: 'Kosh Admin' });
  });
});

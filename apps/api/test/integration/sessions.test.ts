import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { sessions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, login, signUp, type SignedUp } from '../helpers/accounts';
import { expectUnauthenticated } from '../helpers/refusals';

const GET_USER = '/api/user/get';
const LOGOUT = '/api/v1/auth/logout';

describe('sessions: GET /api/user/get and POST /api/v1/auth/logout', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    customer = await signUp(ctx, { name: 'Kiran Shah' });
  });
  afterAll(() => ctx.close());

  const getUser = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: GET_USER, headers });

  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(token) });

  function expectSignedOut(res: Awaited<ReturnType<typeof getUser>>) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'UNAUTHENTICATED',
      message: catalogue.UNAUTHENTICATED,
      tokenValid: false,
    });
  }

  /** A fresh session of the customer, and the claims a token for it carries. */
  async function freshSession() {
    const res = await login(ctx, customer.mobile, customer.password);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      sid: string;
      sub: string;
      role: string;
    };
    return { token, claims };
  }

  function sign(
    claims: Record<string, unknown>,
    options: { secret?: string; exp?: number; iss?: string; aud?: string; sub?: string } = {},
  ) {
    const key = new TextEncoder().encode(options.secret ?? ctx.config.tokenSecret);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(options.sub ?? customer.UId)
      .setIssuer(options.iss ?? 'kosh')
      .setAudience(options.aud ?? 'kosh-app')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(key);
  }

  it("answers the logged-in customer's profile", async () => {
    const res = await getUser(bearer(customer.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      success: true,
      tokenValid: true,
      data: {
        userId: customer.userId,
        name: 'Kiran Shah',
        user_img: null,
        mobile: customer.mobile,
        emailId: 'test@example.com',
        role: 'customer',
      },
    });
  });

  it('accepts the scheme in any case', async () => {
    expect((await getUser({ authorization: `bearer ${customer.token}` })).statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expectSignedOut(await getUser());
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic a29zaDprb3No'],
    ['a token without the scheme', 'TOKEN'],
    ['a JWT with alg none', 'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.'],
  ])('refuses %s', async (_label, authorization) => {
    const value = authorization === 'TOKEN' ? customer.token : authorization;
    expectSignedOut(await getUser({ authorization: value }));
  });

  it('refuses a token that was tampered with', async () => {
    const [header, payload, signature] = customer.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expectSignedOut(await getUser(bearer(`${header}.${forged}.${signature}`)));
  });

  it('accepts a token it signed itself for a live session (control for the cases below)', async () => {
    const { claims } = await freshSession();
    const token = await sign({ sid: claims.sid, role: 'customer' });
    expect((await getUser(bearer(token))).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const { claims } = await freshSession();
    const token = await sign(
      { sid: claims.sid, role: 'customer' },
      { secret: 'some-other-secret-that-is-long-enough-to-use-0123' },
    );
    expectSignedOut(await getUser(bearer(token)));
  });

  it('refuses a token past its expiry', async () => {
    const { claims } = await freshSession();
    const token = await sign(
      { sid: claims.sid, role: 'customer' },
      { exp: Math.floor(Date.now() / 1000) - 60 },
    );
    expectSignedOut(await getUser(bearer(token)));
  });

  it('refuses a token for another issuer or audience', async () => {
    const { claims } = await freshSession();
    expectSignedOut(await getUser(bearer(await sign({ sid: claims.sid }, { iss: 'someone' }))));
    expectSignedOut(await getUser(bearer(await sign({ sid: claims.sid }, { aud: 'other-app' }))));
  });

  it("refuses a token naming someone else's session", async () => {
    const other = await signUp(ctx);
    const { claims } = await freshSession();
    expectSignedOut(await getUser(bearer(await sign({ sid: claims.sid }, { sub: other.UId }))));
  });

  it('refuses a token without a session, or with a session that does not exist', async () => {
    expectSignedOut(await getUser(bearer(await sign({ role: 'customer' }))));
    expectSignedOut(
      await getUser(bearer(await sign({ sid: '00000000-0000-4000-8000-000000000000' }))),
    );
    expectSignedOut(await getUser(bearer(await sign({ sid: "x' or '1'='1" }))));
  });

  it('refuses a token whose session has expired on the server', async () => {
    const { token, claims } = await freshSession();
    expect((await getUser(bearer(token))).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claims.sid));
    expectSignedOut(await getUser(bearer(token)));
  });

  it('lets the token last as long as its session', async () => {
    const { token, claims } = await freshSession();
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid));
    const [, payload] = token.split('.');
    const { exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    expect(Math.abs(exp * 1000 - session!.expiresAt.getTime())).toBeLessThan(1000);
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(ctx.config.tokenTtlHours - 0.01);
    expect(hours).toBeLessThanOrEqual(ctx.config.tokenTtlHours);
  });

  it('ends only the session it is called with on logout', async () => {
    const first = await freshSession();
    const second = await freshSession();

    const res = await logout(first.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, success: true, message: catalogue.LOGGED_OUT });

    expectSignedOut(await getUser(bearer(first.token)));
    expect((await getUser(bearer(second.token))).statusCode).toBe(200);
    expect((await getUser(bearer(customer.token))).statusCode).toBe(200);

    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, first.claims.sid));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    // A second logout with the same token is refused: the session is gone.
    const again = await logout(first.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ tokenValid: false });
  });

  it('refuses logout without a token', async () => {
    expectUnauthenticated(await ctx.app.inject({ method: 'POST', url: LOGOUT }));
  });
});

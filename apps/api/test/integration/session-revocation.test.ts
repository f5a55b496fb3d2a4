import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/modules/app-modules';
import { sessions, users } from '../../src/db/schema';
import { createTestContext, secondCopy, type SecondCopy, type TestContext } from '../helpers/app';
import {
  bearer,
  login,
  multipart,
  signInAdmin,
  signUp,
  STRONG_PASSWORD,
  type SignedUp,
} from '../helpers/accounts';

/**
 * Every API copy keeps the sessions it has checked in memory (issue 16 §1); a revocation must
 * still be refused at once, on the copy that made it and on every other. On PostgreSQL a second
 * copy of the app runs on the same database; on PGlite (one process owns the folder) the one copy
 * is checked against changes made behind its back.
 */
describe('revoked sessions are refused at once, on every API copy', () => {
  let ctx: TestContext;
  /** Copy B: the same app on the same database (PostgreSQL), or copy A again (PGlite). */
  let other: FastifyInstance;
  let otherServices: Services;
  let copyB: SecondCopy;

  beforeAll(async () => {
    ctx = await createTestContext();
    copyB = await secondCopy(ctx);
    ({ app: other, services: otherServices } = copyB);
  });
  afterAll(async () => {
    await copyB.close();
    await ctx.close();
  });

  const read = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/user/getbal', headers: bearer(token) });

  /** Reads on both copies until both have the session in memory. */
  async function cachedOnBoth(token: string) {
    for (const app of [ctx.app, other]) {
      for (let i = 0; i < 3; i += 1) expect((await read(app, token)).statusCode).toBe(200);
    }
  }

  async function freshLogin(customer: SignedUp) {
    const res = await login(ctx, customer.mobile, customer.password);
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  it('refuses a logged-out token on the other copy at once', async () => {
    const customer = await signUp(ctx);
    await cachedOnBoth(customer.token);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(customer.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await read(other, customer.token)).statusCode).toBe(401);
    expect((await read(ctx.app, customer.token)).statusCode).toBe(401);
  });

  it("ends the customer's other sessions on every copy when the password changes", async () => {
    const customer = await signUp(ctx);
    const second = await freshLogin(customer);
    await cachedOnBoth(customer.token);
    await cachedOnBoth(second);

    const form = await multipart({ oldPassword: STRONG_PASSWORD, newPassword: 'Kosh@2027pay' });
    const changed = await other.inject({
      method: 'POST',
      url: '/api/user/updateProfile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(second) },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read(ctx.app, customer.token)).statusCode).toBe(401);
    expect((await read(other, customer.token)).statusCode).toBe(401);
    // The session that changed it goes on.
    expect((await read(ctx.app, second)).statusCode).toBe(200);
    expect((await read(other, second)).statusCode).toBe(200);
  });

  it('refuses a session revoked or deleted by anyone, not only by the API', async () => {
    const customer = await signUp(ctx);
    const second = await freshLogin(customer);
    await cachedOnBoth(customer.token);
    await cachedOnBoth(second);

    await ctx.database.db.execute(
      sql`update sessions set revoked_at = now() where user_id = (select id from users where mobile = ${customer.mobile}) and revoked_at is null and id = (select id from sessions s where s.user_id = sessions.user_id order by created_at limit 1)`,
    );
    expect((await read(other, customer.token)).statusCode).toBe(401);
    expect((await read(ctx.app, customer.token)).statusCode).toBe(401);
    expect((await read(other, second)).statusCode).toBe(200);

    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, customer.mobile));
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user!.id));
    expect((await read(other, second)).statusCode).toBe(401);
    expect((await read(ctx.app, second)).statusCode).toBe(401);
  });

  it("takes an admin's role away on every copy at once", async () => {
    const admin = await signInAdmin(ctx);
    const adminRead = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/admin/payments', headers: bearer(admin.token) });
    for (const app of [ctx.app, other]) expect((await adminRead(app)).statusCode).toBe(200);

    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.UId));
    for (const app of [other, ctx.app]) expect((await adminRead(app)).statusCode).toBe(403);
  });

  it('reads every session from the database while its notification channel is down', async () => {
    const customer = await signUp(ctx);
    await cachedOnBoth(customer.token);

    // The channel goes down: on PostgreSQL every listening connection is cut; PGlite's cannot be,
    // so its channel reports the drop as a cut connection does. Nothing is served from memory.
    if (copyB.separate) {
      await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'kosh-listen'`,
      );
    } else {
      ctx.services.sessions.revocations.onState(false);
    }
    await expect
      .poll(() => ctx.services.sessions.caching || otherServices.sessions.caching)
      .toBe(false);

    // A revocation nobody hears of (the triggers off)…
    await ctx.database.db.execute(sql`alter table sessions disable trigger sessions_auth_changed`);
    try {
      await ctx.database.db.execute(
        sql`update sessions set revoked_at = now() where user_id = (select id from users where mobile = ${customer.mobile})`,
      );
    } finally {
      await ctx.database.db.execute(sql`alter table sessions enable trigger sessions_auth_changed`);
    }
    // …is still refused by both copies, whether or not they have listened again yet.
    expect((await read(other, customer.token)).statusCode).toBe(401);
    expect((await read(ctx.app, customer.token)).statusCode).toBe(401);

    // Once they listen again, a new session is kept in memory and a logout still heard.
    if (!copyB.separate) ctx.services.sessions.revocations.onState(true);
    await expect
      .poll(() => ctx.services.sessions.caching && otherServices.sessions.caching, {
        timeout: 5000,
      })
      .toBe(true);
    const again = await freshLogin(customer);
    await cachedOnBoth(again);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(again) });
    expect((await read(other, again)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  login,
  multipart,
  signInAdmin,
  signUp,
  temporaryPasswordFor,
  uniqueIp,
} from '../helpers/accounts';

const CHOSEN = 'Chosen#2027kosh';

/**
 * A customer who logs in with the temporary password "forgot password" texted must choose a new
 * password before anything else: the login says so, and every other call answers
 * PASSWORD_CHANGE_REQUIRED until the password is changed — on every device, whatever they try.
 */
describe('a session opened with a temporary password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  async function changePassword(token: string, oldPassword: string, newPassword: string) {
    const body = await multipart({ name: '', oldPassword, newPassword });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/updateProfile',
      remoteAddress: uniqueIp(),
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  }

  const expectChangeRequired = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: catalogue.PASSWORD_CHANGE_REQUIRED,
    });
  };

  it('says so at login, answers only the profile until the password changes, then everything', async () => {
    const customer = await signUp(ctx);
    const normal = await login(ctx, customer.mobile, customer.password);
    expect(normal.json().data.passwordChangeRequired).toBe(false);

    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    const first = await login(ctx, customer.mobile, temporary);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.passwordChangeRequired).toBe(true);
    const token = first.json().data.token as string;

    // The profile answers (the screen greets the customer by name); nothing else does, and the
    // same read twice is refused twice (no kept answer slips past the guard).
    expect((await get(token, '/api/user/get')).statusCode).toBe(200);
    for (const url of ['/api/user/getbal', '/api/user/getbal', '/api/kyc/getState']) {
      expectChangeRequired(await get(token, url));
    }
    expectChangeRequired(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/getRechLogs',
        headers: bearer(token),
        payload: {},
      }),
    );

    // A public page answers it as it answers anyone.
    const slider = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getslider',
      headers: bearer(token),
      payload: { IsMain: '1' },
    });
    expect(slider.statusCode).toBe(200);

    // Logging in again with the same password (now the password) does not get round it.
    const second = await login(ctx, customer.mobile, temporary);
    expect(second.json().data.passwordChangeRequired).toBe(true);
    const secondToken = second.json().data.token as string;
    expectChangeRequired(await get(secondToken, '/api/user/getbal'));

    // A new password that breaks the rule changes nothing.
    expect((await changePassword(token, temporary, 'short')).statusCode).toBe(400);
    expectChangeRequired(await get(token, '/api/user/getbal'));

    const changed = await changePassword(token, temporary, CHOSEN);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.passwordChangeRequired).toBeUndefined();
    expect(changed.json().data.passwordChanged).toBe(true);

    // The session that chose it is a full one; the other device was logged out.
    expect((await get(token, '/api/user/getbal')).statusCode).toBe(200);
    expect((await get(secondToken, '/api/user/get')).statusCode).toBe(401);
    const after = await login(ctx, customer.mobile, CHOSEN);
    expect(after.json().data.passwordChangeRequired).toBe(false);
    expect((await get(after.json().data.token as string, '/api/user/getbal')).statusCode).toBe(200);
  });

  it('lets the customer log out and keeps the requirement for the next login', async () => {
    const customer = await signUp(ctx);
    const temporary = await temporaryPasswordFor(ctx, customer.mobile);
    const token = (await login(ctx, customer.mobile, temporary)).json().data.token as string;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get(token, '/api/user/get')).statusCode).toBe(401);
    const again = await login(ctx, customer.mobile, temporary);
    expect(again.json().data.passwordChangeRequired).toBe(true);
  });

  it('holds an admin to it too', async () => {
    const admin = await signInAdmin(ctx);
    expect((await get(admin.token, '/api/admin/kyc')).statusCode).toBe(200);
    const temporary = await temporaryPasswordFor(ctx, admin.mobile);
    const token = (await login(ctx, admin.mobile, temporary)).json().data.token as string;
    expectChangeRequired(await get(token, '/api/admin/kyc'));
  });
});

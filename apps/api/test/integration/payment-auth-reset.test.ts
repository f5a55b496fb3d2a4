import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  login,
  multipart,
  outbox,
  signUp,
  STRONG_PASSWORD,
  uniqueIp,
  waitForTextsMatching,
} from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorise, setPin } from '../helpers/payment-auth';
import { call } from '../helpers/recharges';

describe('forgot PIN (password + SMS OTP), and a password change leaves the PIN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const terms = () => ({ amount: 199, payee: 'JIO', idempotencyKey: randomUUID() });

  async function resetOtp(mobile: string, token: string, password = STRONG_PASSWORD) {
    // The lock's text goes out through the outbox, so it may land after `before` is counted:
    // only the reset texts are counted.
    const resetText = /OTP to set a new payment PIN/;
    const before = (await outbox(ctx, mobile)).filter((m) => resetText.test(m.text)).length;
    const sent = await call(ctx, token, '/api/v1/me/pin/reset/otp', { password });
    if (sent.statusCode !== 200) return { sent, otp: '' };
    const [latest] = await waitForTextsMatching(ctx, mobile, resetText, before + 1);
    return { sent, otp: latest?.text.match(/\b(\d{6})\b/)?.[1] ?? '' };
  }

  it('sets a new PIN with the password and the texted OTP, clearing a lock', async () => {
    const customer = await signUp(ctx);
    await setPin(ctx, customer.token);
    for (let i = 0; i < 5; i += 1) {
      await authorise(ctx, customer.token, { ...terms(), pin: '9999' });
    }
    expect((await authorise(ctx, customer.token, terms())).statusCode).toBe(429);

    const wrongPassword = await call(ctx, customer.token, '/api/v1/me/pin/reset/otp', {
      password: 'Not@the1password',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({
      errors: [{ field: 'password', code: 'PIN_PASSWORD_WRONG' }],
    });

    const { sent, otp } = await resetOtp(customer.mobile, customer.token);
    expect(sent.json()).toMatchObject({ code: 'PIN_RESET_OTP_SENT' });
    expect(otp).toMatch(/^\d{6}$/);
    const reset = (body: Record<string, unknown>) =>
      call(ctx, customer.token, '/api/v1/me/pin/reset', {
        password: STRONG_PASSWORD,
        pin: '2468',
        ...body,
      });
    const wrongOtp = await reset({ otp: otp === '000000' ? '111111' : '000000' });
    expect(wrongOtp.statusCode).toBe(400);
    expect(wrongOtp.json()).toMatchObject({ code: 'OTP_INVALID', params: { left: 4 } });
    const easy = await reset({ otp, pin: '1111' });
    expect(easy.statusCode).toBe(400);
    expect(easy.json()).toMatchObject({ errors: [{ field: 'pin', code: 'PIN_TOO_SIMPLE' }] });

    const done = await reset({ otp });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      code: 'PIN_RESET_DONE',
      data: { hasPin: true, lockedUntil: null },
    });
    expect((await authorise(ctx, customer.token, { ...terms(), pin: '2468' })).statusCode).toBe(
      200,
    );
    // The OTP is used once.
    expect((await reset({ otp, pin: '3579' })).statusCode).toBe(400);
  });

  it('a password change leaves the PIN as it was', async () => {
    const customer = await signUp(ctx);
    await setPin(ctx, customer.token, '1357');
    const body = await multipart({
      name: '',
      oldPassword: STRONG_PASSWORD,
      newPassword: 'Kosh@2027pay',
    });
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/updateProfile',
      remoteAddress: uniqueIp(),
      payload: body.payload,
      headers: { ...body.headers, ...bearer(customer.token) },
    });
    expect(changed.statusCode).toBe(200);
    const relogged = await login(ctx, customer.mobile, 'Kosh@2027pay');
    const token = relogged.json().data.token as string;
    expect((await authorise(ctx, token, { ...terms(), pin: '1357' })).statusCode).toBe(200);
  });
});

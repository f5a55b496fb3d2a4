import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  login,
  outbox,
  post,
  signUp,
  uniqueIp,
  waitForOutbox,
  type SignedUp,
} from '../helpers/accounts';

const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * A customer who reads Kosh in Hindi gets their texts in Hindi: the app says which language it
 * is in at sign-up, at login and whenever the customer switches, and every text follows it.
 */
describe('texts in the customer’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const languageOf = async (customer: SignedUp) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, customer.UId)))[0]?.language;

  const setLanguage = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/language',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  async function nextText(mobile: string, ask: () => unknown) {
    const before = (await outbox(ctx, mobile)).length;
    await ask();
    const [latest] = await waitForOutbox(ctx, mobile, before + 1);
    return latest!;
  }

  it('signs up in Hindi: the OTP comes in Hindi, under the Hindi template, and later texts too', async () => {
    const customer = await signUp(ctx, { language: 'hi' });
    const [otp] = await outbox(ctx, customer.mobile);
    expect(otp?.templateId).toBe('KOSH_SIGNUP_OTP_HI');
    expect(otp?.text).toMatch(/^\d{6} आपका Kosh साइन-अप OTP है।/u);
    expect(await languageOf(customer)).toBe('hi');

    const sms = await nextText(customer.mobile, () =>
      post(ctx, '/api/user/forgetPass', { mobile: customer.mobile }, uniqueIp()),
    );
    expect(sms.templateId).toBe('KOSH_TEMP_PASSWORD_HI');
    expect(sms.text).toMatch(/^आपका Kosh अस्थायी पासवर्ड \S{10} है।/u);
  });

  it('follows the language the customer switches to, and the one the app logs in with', async () => {
    const customer = await signUp(ctx);
    expect(await languageOf(customer)).toBe('en');

    const switched = await setLanguage(customer.token, { language: 'hi' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({
      result: true,
      success: true,
      code: 'LANGUAGE_SAVED',
      message: catalogue.LANGUAGE_SAVED,
      data: { language: 'hi' },
    });
    expect(await languageOf(customer)).toBe('hi');

    // A wallet credit's text, in Hindi with the amounts in Indian grouping.
    const credit = await nextText(customer.mobile, () =>
      ctx.database.db.transaction((tx) =>
        ctx.services.wallet.textCredit(tx, {
          userId: customer.UId,
          amountPaise: 12_345_600n,
          paidBy: 'online',
          ref: 'pay_TEST',
        }),
      ),
    );
    expect(credit.templateId).toBe('KOSH_WALLET_CREDIT_HI');
    expect(credit.text).toBe(
      'Kosh: आपके वॉलेट में ₹1,23,456.00 जोड़े गए (ऑनलाइन भुगतान से)। रेफ़ pay_TEST। बैलेंस ₹0.00।',
    );

    // Logging in from a phone set to English turns the texts back to English.
    const res = await login(ctx, customer.mobile, customer.password);
    expect(res.statusCode).toBe(200);
    expect(await languageOf(customer)).toBe('hi');
    const english = await post(
      ctx,
      '/api/user/login',
      { mobileno: customer.mobile, password: customer.password, language: 'en' },
      uniqueIp(),
    );
    expect(english.statusCode).toBe(200);
    expect(await languageOf(customer)).toBe('en');
    const sms = await nextText(customer.mobile, () =>
      post(ctx, '/api/user/forgetPass', { mobile: customer.mobile }, uniqueIp()),
    );
    expect(sms.templateId).toBe('KOSH_TEMP_PASSWORD');
    expect(sms.text).not.toMatch(DEVANAGARI);
  });

  it('refuses a language it does not speak, changing nothing', async () => {
    const customer = await signUp(ctx, { language: 'hi' });
    for (const payload of [{ language: 'fr' }, { language: '' }, {}, { language: 1 }]) {
      const res = await setLanguage(customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'LANGUAGE_INVALID',
        message: catalogue.LANGUAGE_INVALID,
      });
    }
    const signUpInFrench = await post(
      ctx,
      '/api/user/sendOtp',
      {
        name: 'Test Customer',
        mobile: '9000000001',
        emailId: 'test@example.com',
        password: 'Kosh@2026pay',
        language: 'fr',
      },
      uniqueIp(),
    );
    expect(signUpInFrench.statusCode).toBe(400);
    expect(await languageOf(customer)).toBe('hi');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/user/language', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

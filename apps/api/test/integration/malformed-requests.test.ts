import { codeOf } from '../helpers/refusals';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import { postCallback } from '../helpers/recharges';
import { dataSnapshot } from '../helpers/snapshot';
import { postWebhook } from '../helpers/wallet';

/** What the schema fuzzer found: answers that left the envelope, or a 500. */
describe('malformed requests get the envelope and change nothing', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  it.each([
    ['/api/v1/recharges/%/check', 400, 'The address is not a valid URL.'],
    ['/api/v1/recharges/%zz', 400, 'The address is not a valid URL.'],
    [`/api/v1/recharges/${'K'.repeat(5000)}`, 414, 'The address is too long.'],
  ])('%s: %i in the envelope', async (url, status, message) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      result: false,
      success: false,
      code: codeOf(message),
      message,
    });
  });

  it.each(['null', '[]', '42', '"event"'])(
    'a signed webhook or callback whose body is %s is a 400, not a 500',
    async (raw) => {
      const before = await dataSnapshot(ctx);
      const sign = (secret: string) => createHmac('sha256', secret).update(raw).digest('hex');
      const webhook = await postWebhook(ctx, raw, sign(ctx.config.razorpay.webhookSecret), 'evt_x');
      expect(webhook.statusCode).toBe(400);
      expect(webhook.json()).toMatchObject({
        code: 'WEBHOOK_NOT_OBJECT',
        message: 'The webhook body must be a JSON object.',
      });
      const callback = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/recharge',
        headers: {
          'content-type': 'application/json',
          'x-aggregator-signature': sign(ctx.config.aggregator.callbackSecret),
        },
        payload: raw,
      });
      expect(callback.statusCode).toBe(400);
      expect(callback.json().message).toBe('The callback body must be a JSON object.');
      expect(await dataSnapshot(ctx)).toEqual(before);
    },
  );

  it('a signed callback object still goes through', async () => {
    const res = await postCallback(ctx, { eventId: 'evt_ok', clientRef: 'KR0', status: 'SUCCESS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});

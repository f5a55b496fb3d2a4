import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { signUp } from '../helpers/accounts';
import {
  balancePaise,
  forge,
  orderFor,
  pay,
  postWebhook,
  settledDeliveries,
  signedWebhook,
} from '../helpers/wallet';

/**
 * A gateway sends every webhook from a few addresses — tens a second at Kosh's full size
 * (docs/scaling.md) — so the per-address limit (600 a minute) counts only what fails the signature:
 * a flood of forgeries is cut off, the provider's signed deliveries never are.
 */
describe('POST /api/v1/webhooks/payments: the per-address limit counts unsigned requests only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    ctx.webhooksNowhere();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  it('answers 700 signed deliveries from one address, and cuts off the 601st forgery of a minute', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 150);
    const paid = await pay(ctx, orderId);
    await settledDeliveries(ctx, orderId, 2);
    const { body, signature } = await signedWebhook(ctx, paid.razorpay_payment_id);

    // The same signed event delivered 700 times (the gateway retrying, say): all answered, the
    // first credits, the others are known replays.
    const answers = new Map<number, number>();
    for (let i = 0; i < 700; i += 1) {
      const res = await postWebhook(ctx, body, signature, `evt_Burst${String(i).padStart(4, '0')}`);
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({ 200: 700 });
    expect(await balancePaise(ctx, customer.token)).toBe(150_00n);

    // Forgeries from the same address: 600 are refused one by one, then the address is cut off.
    for (let i = 0; i < 600; i += 1) {
      const res = await postWebhook(ctx, body, forge(signature), `evt_Forged${i}`);
      expect(res.statusCode).toBe(401);
    }
    const cutOff = await postWebhook(ctx, body, forge(signature), 'evt_Forged600');
    expect(cutOff.statusCode).toBe(429);
    expect(cutOff.json()).toMatchObject({ result: false, code: 'RATE_LIMITED' });

    // …while the provider's signed deliveries from that address still go through.
    const genuine = await postWebhook(ctx, body, signature, 'evt_AfterTheFlood');
    expect(genuine.statusCode).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(150_00n);
    // 1,302 requests one after another: ~3 s on a quiet machine, past the suite's 30 s when two
    // cores also run the other files and a browser.
  }, 120_000);
});

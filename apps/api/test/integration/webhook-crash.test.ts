import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, rechargeCallbackEvents } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, eventually, fund, postCallback, rechargeRow } from '../helpers/recharges';
import {
  balancePaise,
  orderFor,
  orderTransfers,
  pay,
  paymentOrder,
  postWebhook,
  signedWebhook,
} from '../helpers/wallet';

/**
 * A provider's webhook (the gateway's) or callback (the aggregator's) killed after its effect
 * committed but before its event id was recorded: the redelivery must be applied again as a
 * no-op, never lost as "already seen" and never applied twice. (Recording the id first, as Kosh
 * once did, lost the event when the process died before applying it.)
 */
describe('a webhook killed between its effect and its event record', () => {
  let ctx: TestContext;
  const crashFor = new Set<string>();
  const reached = new Set<string>();

  beforeAll(async () => {
    ctx = await createTestContext({
      seedCatalogue: true,
      faults: (phase, context) => {
        const id = context.orderId;
        if (phase === 'event-applied' && id && crashFor.delete(id)) {
          reached.add(id);
          // Never settles: no catch or finally runs, as when `kill -9` ends the process.
          return new Promise<void>(() => undefined);
        }
        return undefined;
      },
    });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  /** Sends the request, which dies once its effect is applied; resolves when it got there. */
  async function dieAfterEffect(orderId: string, send: () => Promise<unknown>) {
    crashFor.add(orderId);
    void send();
    await eventually(async () => reached.has(orderId), 10_000, 'the effect to be applied');
  }

  it('a top-up webhook: the order is credited once, and the redelivery is processed, then a duplicate', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 420);
    const paid = await pay(ctx, orderId);
    const { body, signature } = await signedWebhook(ctx, paid.razorpay_payment_id);
    const eventId = 'evt_KilledAfterEffect1';

    await dieAfterEffect(orderId, () => postWebhook(ctx, body, signature, eventId));
    expect(await paymentOrder(ctx, orderId)).toMatchObject({ status: 'paid' });
    const events = () =>
      ctx.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(await events()).toEqual([]);

    const again = await postWebhook(ctx, body, signature, eventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'processed' });
    expect(await events()).toHaveLength(1);
    expect((await postWebhook(ctx, body, signature, eventId)).json()).toEqual({
      status: 'duplicate',
    });
    expect(await balancePaise(ctx, customer.token)).toBe(420_00n);
    expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
  });

  it('a recharge callback: the payment settles once, and the redelivery is processed, then a duplicate', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 500_00n);
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876511111',
      amount: 199,
    });
    expect(res.statusCode).toBe(202);
    const orderId = res.json().data.orderId as string;
    const callback = { eventId: 'cb_KilledAfterEffect1', clientRef: orderId, status: 'SUCCESS' };

    await dieAfterEffect(orderId, () => postCallback(ctx, callback));
    expect(await rechargeRow(ctx, orderId)).toMatchObject({
      status: 'success',
      settledBy: 'callback',
    });
    const events = () =>
      ctx.database.db
        .select()
        .from(rechargeCallbackEvents)
        .where(eq(rechargeCallbackEvents.eventId, callback.eventId));
    expect(await events()).toEqual([]);

    const again = await postCallback(ctx, callback);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'processed' });
    expect(await events()).toHaveLength(1);
    expect((await postCallback(ctx, callback)).json()).toEqual({ status: 'duplicate' });
    expect(await balancePaise(ctx, customer.token)).toBe(301_00n);
    expect(await rechargeRow(ctx, orderId)).toMatchObject({ status: 'success' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUTS_TEST_DEFAULTS, RAZORPAY_TEST_DEFAULTS } from '@kosh/sandbox/app';
import { CallbackRejectedError } from '../../src/providers/provider-callbacks';
import {
  PayoutsError,
  PayoutTimeoutError,
  type PayoutsProvider,
} from '../../src/providers/payouts/payouts.port';
import { createRazorpayXPayouts } from '../../src/providers/payouts/razorpayx/razorpayx.payouts';
import { startContractSandbox, tampered, type ContractSandbox } from './contract-sandbox';

/**
 * The PayoutsProvider port's contract, run against RazorpayX's adapter talking to the sandbox that
 * plays it: an account registered, a payout made once per reference, followed by id and by
 * reference, its outcome read from the signed webhooks, and a create that never answered found.
 */
describe('payouts provider: RazorpayX', () => {
  let sandbox: ContractSandbox;
  let payouts: PayoutsProvider;
  let serial = 0;
  const reference = () => `KP${Date.now()}${(serial += 1)}`;

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    payouts = createRazorpayXPayouts({
      baseUrl: sandbox.url,
      keyId: RAZORPAY_TEST_DEFAULTS.keyId,
      keySecret: RAZORPAY_TEST_DEFAULTS.keySecret,
      accountNumber: '2323230041626905',
      webhookSecret: PAYOUTS_TEST_DEFAULTS.webhookSecret,
      timeoutMs: 800,
    });
  });
  afterAll(() => sandbox?.close());

  const account = (accountNumber: string) =>
    payouts.registerAccount({
      holderName: 'Ravi Kumar',
      ifsc: 'SBIN0001234',
      accountNumber,
      reference: `ben-${accountNumber}`,
    });
  const webhookOf = (id: string, status: string) =>
    sandbox.waitForDelivery('/payouts', (d) => {
      const body = JSON.parse(d.raw.toString('utf8'));
      return body.payload.payout.entity.id === id && body.payload.payout.entity.status === status;
    });

  it('pays once per reference, and reads the processed webhook with its UTR', async () => {
    const { accountId } = await account('50100123456789');
    const ref = reference();
    const input = {
      reference: ref,
      accountId,
      amountPaise: 2_000_00n,
      mode: 'IMPS' as const,
      narration: 'Kosh payout',
    };
    const made = await payouts.createPayout(input);
    expect(made).toMatchObject({
      reference: ref,
      amountPaise: 2_000_00n,
      status: 'queued',
      utr: null,
    });
    expect((await payouts.createPayout(input)).id).toBe(made.id);
    const delivery = await webhookOf(made.id, 'processed');
    expect(payouts.webhookSignature.isSigned(delivery.header, delivery.raw)).toBe(true);
    const event = payouts.parseWebhook(delivery.header, delivery.raw);
    expect(event.eventId).toMatch(/^evt_/);
    expect(event.payout).toMatchObject({
      id: made.id,
      status: 'processed',
      utr: expect.stringMatching(/^KOSH/),
    });
    expect(await payouts.fetchPayout(made.id)).toMatchObject({ status: 'processed' });
    expect(await payouts.findByReference(ref)).toHaveLength(1);
    expect(await payouts.fetchPayout('pout_unknown')).toBeNull();
    expect(() => payouts.parseWebhook(delivery.header, tampered(delivery).raw)).toThrow(
      CallbackRejectedError,
    );
  });

  it('reads a failure’s reason, and a reversal after processing', async () => {
    const failed = await payouts.createPayout({
      reference: reference(),
      accountId: (await account('50100000000000')).accountId,
      amountPaise: 500_00n,
      mode: 'NEFT',
      narration: 'Kosh payout',
    });
    const delivery = await webhookOf(failed.id, 'failed');
    const event = payouts.parseWebhook(delivery.header, delivery.raw);
    expect(event.payout).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/bank/),
    });
    const reversed = await payouts.createPayout({
      reference: reference(),
      accountId: (await account('50100000002222')).accountId,
      amountPaise: 500_00n,
      mode: 'IMPS',
      narration: 'Kosh payout',
    });
    await webhookOf(reversed.id, 'reversed');
    expect(await payouts.fetchPayout(reversed.id)).toMatchObject({ status: 'reversed' });
  });

  it('says an unanswered create is unknown, and finds the payout by reference', async () => {
    const ref = reference();
    await expect(
      payouts.createPayout({
        reference: ref,
        accountId: (await account('50100000004444')).accountId,
        amountPaise: 300_00n,
        mode: 'IMPS',
        narration: 'Kosh payout',
      }),
    ).rejects.toBeInstanceOf(PayoutTimeoutError);
    expect(await payouts.findByReference(ref)).toMatchObject([{ reference: ref }]);
  });

  it('refuses an IMPS payout above ₹5,00,000, naming the field', async () => {
    const error = await payouts
      .createPayout({
        reference: reference(),
        accountId: (await account('50100123450000')).accountId,
        amountPaise: 5_00_000_01n,
        mode: 'IMPS',
        narration: 'Kosh payout',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutsError);
    expect(error).toMatchObject({ status: 400, field: 'amount' });
  });
});

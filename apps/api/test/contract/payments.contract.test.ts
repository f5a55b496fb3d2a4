import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAZORPAY_TEST_DEFAULTS } from '@kosh/sandbox/app';
import type { CheckoutResult, PaymentGateway } from '../../src/providers/payments/payments.port';
import { createRazorpayGateway } from '../../src/providers/payments/razorpay/razorpay.gateway';
import { startContractSandbox, tampered, type ContractSandbox } from './contract-sandbox';

/**
 * The PaymentGateway port's contract, run against each gateway's adapter talking to the sandbox
 * that plays it. A second gateway is one more row: its adapter, and how its sandbox's checkout is
 * paid the way a customer's browser pays it.
 */
interface GatewayUnderTest {
  name: string;
  adapter: (sandbox: ContractSandbox) => PaymentGateway;
  /** Pays a gateway order as the browser's checkout does: its signed answer. */
  pay: (sandbox: ContractSandbox, orderId: string) => Promise<CheckoutResult>;
  /** Where the sandbox sends its webhooks (the receiver's path). */
  webhookPath: string;
}

const gateways: GatewayUnderTest[] = [
  {
    name: 'Razorpay',
    adapter: (sandbox) =>
      createRazorpayGateway({
        baseUrl: sandbox.url,
        ...RAZORPAY_TEST_DEFAULTS,
        checkoutUrl: `${sandbox.url}/v1/checkout.js`,
      }),
    pay: async (sandbox, orderId) => {
      const answer = await sandbox.control<Record<string, string>>(
        'POST',
        `/checkout/orders/${orderId}/pay`,
        { outcome: 'success' },
      );
      return {
        orderId: answer.razorpay_order_id!,
        paymentId: answer.razorpay_payment_id!,
        signature: answer.razorpay_signature!,
      };
    },
    webhookPath: '/payments',
  },
];

describe.each(gateways)('the payment gateway contract: $name', (under) => {
  let sandbox: ContractSandbox;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    gateway = under.adapter(sandbox);
  });
  afterAll(() => sandbox?.close());

  it('takes a payment: order, checkout proof, captured webhook, refund', async () => {
    const order = await gateway.createOrder({
      amountPaise: 50_000n,
      receipt: 'contract-1',
      notes: { purpose: 'contract' },
    });
    expect(order).toMatchObject({ amount: 50_000, amountPaid: 0, status: 'created' });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      id: order.id,
      receipt: 'contract-1',
    });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);

    const proof = await under.pay(sandbox, order.id);
    expect(gateway.verifyCheckoutResult(proof)).toBe(true);
    expect(gateway.verifyCheckoutResult({ ...proof, orderId: `${order.id}x` })).toBe(false);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaid: 50_000,
    });
    const [payment] = await gateway.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({ id: proof.paymentId, orderId: order.id, status: 'captured' });

    const delivery = await sandbox.waitForDelivery(under.webhookPath, (d) => {
      const text = d.raw.toString('utf8');
      return text.includes(proof.paymentId) && text.includes('payment.captured');
    });
    const webhook = gateway.webhooks.parse(delivery.header, delivery.raw);
    // The sandbox's checkout proof pays by card: the event says how, vendor-neutrally.
    expect(webhook.events).toEqual([
      {
        type: 'payment_captured',
        orderId: order.id,
        paymentId: proof.paymentId,
        amount: 50_000,
        paidWith: { method: 'card' },
      },
    ]);
    const forged = tampered(delivery);
    expect(gateway.webhooks.isSigned(forged.header, forged.raw)).toBe(false);

    const refund = await gateway.refundPayment(proof.paymentId, {
      amountPaise: 50_000n,
      receipt: 'contract-refund-1',
      notes: {},
    });
    expect(refund).toMatchObject({ paymentId: proof.paymentId, amount: 50_000 });
    expect(await gateway.fetchPaymentRefunds(proof.paymentId)).toEqual([
      expect.objectContaining({ id: refund.id, receipt: 'contract-refund-1' }),
    ]);
  });
});

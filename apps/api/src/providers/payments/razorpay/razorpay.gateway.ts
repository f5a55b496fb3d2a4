import type { PaymentGateway } from '../payments.port';
import { createRazorpayApi } from './razorpay.http';
import { checkoutSignatureMatches } from './razorpay.signatures';
import { createRazorpayWebhooks } from './razorpay.webhooks';

export interface RazorpayConfig {
  /** Razorpay's API root (the sandbox speaks the same API). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay Checkout's script (the sandbox's copy, or Razorpay's in production). */
  checkoutUrl: string;
  timeoutMs?: number;
}

/** What comes back from Razorpay: its Checkout's signed answer and its signed webhooks. */
export function razorpayIncoming(
  config: Omit<RazorpayConfig, 'baseUrl' | 'timeoutMs'>,
): Pick<PaymentGateway, 'checkout' | 'verifyCheckoutResult' | 'webhooks'> {
  return {
    checkout: { key: config.keyId, scriptUrl: config.checkoutUrl },
    verifyCheckoutResult: ({ orderId, paymentId, signature }) =>
      checkoutSignatureMatches(config.keySecret, orderId, paymentId, signature),
    webhooks: createRazorpayWebhooks(config.webhookSecret),
  };
}

/**
 * Razorpay as Kosh's payment gateway, both ways: its REST API for the calls Kosh makes, and what
 * comes back (razorpayIncoming).
 */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  return { ...createRazorpayApi(config), ...razorpayIncoming(config) };
}

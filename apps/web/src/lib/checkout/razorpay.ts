/**
 * Razorpay Checkout, as its script defines it (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
 * The API names the script's URL (the sandbox's copy, or Razorpay's in production). Only
 * lib/checkout/checkout.ts uses this; the rest of the app sees its vendor-neutral API.
 */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Adds the checkout script once; later calls wait for the same load. */
export function loadRazorpayScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error('no Razorpay')));
    script.onerror = () => {
      // Let the next attempt add a fresh tag rather than wait on a dead one.
      script.remove();
      loading = null;
      reject(new Error(`checkout script failed to load: ${src}`));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Razorpay's reasons Kosh words itself, in the reader's language, as message codes: a UPI request
 * declined on the customer's app, or left to expire. Other failures keep the gateway's words.
 */
const FAILURE_CODES: Record<string, string> = {
  payment_declined: 'UPI_PAYMENT_DECLINED',
  payment_timed_out: 'UPI_PAYMENT_TIMED_OUT',
};

export function failureWords(response: RazorpayFailure): string {
  const reason = response.error?.reason;
  return (
    (reason ? FAILURE_CODES[reason] : undefined) ??
    (response.error?.description || 'Payment failed')
  );
}

export type RazorpayOutcome =
  { kind: 'paid'; response: RazorpaySuccess } | { kind: 'dismissed'; lastFailure: string | null };

/**
 * Opens the checkout and settles when it is over: paid, or closed by the customer (after any
 * number of failed attempts, each reported through onFailure while the checkout stays open).
 */
export function openRazorpay(
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  onFailure: (description: string) => void,
): Promise<RazorpayOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('checkout script not loaded'));
  return new Promise((resolve) => {
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      ...options,
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed', lastFailure }) },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = failureWords(response);
      onFailure(lastFailure);
    });
    checkout.open();
  });
}

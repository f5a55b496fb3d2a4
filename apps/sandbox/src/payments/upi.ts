import QRCode from 'qrcode';

/**
 * UPI at the sandbox's checkout, as Razorpay's test mode plays it: a collect request to a UPI id
 * (VPA) that the customer approves or declines in their UPI app, or a QR an app scans (intent).
 * The sandbox has no UPI app, so the tester approves or declines on the sandbox's own page; these
 * UPI ids settle by themselves, like Razorpay's success@razorpay and failure@razorpay.
 */
export const UPI_MAGIC = {
  /** Approved by the "customer" a moment after the request is sent. */
  success: 'success@kosh',
  /** Declined by the "customer" a moment after the request is sent. */
  failure: 'failure@kosh',
} as const;

/** The UPI id a scanned QR's payment shows as its payer's. */
export const QR_PAYER_VPA = 'scanner@kosh';

/** The merchant's UPI id the QR pays (a sandbox value: no bank has it). */
export const MERCHANT_VPA = 'kosh.sandbox@razorpay';

/**
 * A UPI id as Razorpay accepts one: 2–256 characters; a name of letters, digits, dots, hyphens and
 * underscores; `@`; a handle of letters (and digits, dots or hyphens after the first letter).
 */
const VPA = /^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.-]*$/;

export function isVpa(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 3 && value.length <= 256 && VPA.test(value);
}

/** The UPI intent a QR carries: pay the merchant this amount for this transaction reference. */
export function upiIntentUrl(input: { merchant: string; amountPaise: number; reference: string }) {
  const query = new URLSearchParams({
    pa: MERCHANT_VPA,
    pn: input.merchant,
    am: (input.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: input.reference,
  });
  return `upi://pay?${query.toString()}`;
}

/** The QR as an SVG data URL (the checkout page's CSP allows data: images and nothing outside). */
export async function qrDataUrl(text: string) {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Timers of the collects waiting for an answer: a magic UPI id's answer after `autoSettleMs`, and
 * every collect's expiry after `expiryMs` (Razorpay's collect requests expire too). Unref'd, and
 * cleared when the sandbox closes.
 */
export class UpiTimers {
  private readonly timers = new Set<NodeJS.Timeout>();

  after(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

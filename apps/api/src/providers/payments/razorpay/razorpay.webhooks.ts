import {
  WebhookRejectedError,
  type GatewayWebhook,
  type GatewayWebhooks,
  type HeaderReader,
  type PaymentEvent,
} from '../payments.port';
import { readSignedObject } from '../../provider-callbacks';
import { razorpayPaidWith, withMaskedVpa } from './razorpay.methods';
import { webhookSignatureMatches } from './razorpay.signatures';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  type RazorpayWebhookBody,
} from './razorpay.wire';

/**
 * What a Razorpay event means to Kosh. `payment.captured` and `order.paid` both report a captured
 * payment; a refund Razorpay reports failed, or one without its ids, is no refund of anything.
 */
export function razorpayEvents(body: RazorpayWebhookBody): PaymentEvent[] {
  const event = body.event;
  const payment = body.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (
    (event === 'payment.captured' || event === 'order.paid') &&
    orderId &&
    payment?.id &&
    payment.status === 'captured'
  ) {
    const paidWith = razorpayPaidWith(payment);
    return [
      {
        type: 'payment_captured',
        orderId,
        paymentId: payment.id,
        ...(payment.amount !== undefined ? { amount: payment.amount } : {}),
        ...(paidWith ? { paidWith } : {}),
      },
    ];
  }
  if (event === 'refund.processed') {
    const refund = body.payload?.refund?.entity;
    if (!refund?.id || !refund.payment_id || refund.status === 'failed') return [];
    return [
      {
        type: 'refund_processed',
        refund: {
          id: refund.id,
          paymentId: refund.payment_id,
          ...(refund.amount !== undefined ? { amount: refund.amount } : {}),
          ...(refund.receipt !== undefined ? { receipt: refund.receipt } : {}),
        },
      },
    ];
  }
  if (event === 'payment.failed' && orderId) {
    return [
      {
        type: 'payment_failed',
        orderId,
        ...(payment?.error_description !== undefined ? { reason: payment.error_description } : {}),
      },
    ];
  }
  return [];
}

/** Razorpay's webhooks: signed over the raw body with the webhook secret, one event each. */
export function createRazorpayWebhooks(webhookSecret: string): GatewayWebhooks {
  const isSigned = (header: HeaderReader, rawBody: Buffer) =>
    webhookSignatureMatches(webhookSecret, rawBody, header(RAZORPAY_SIGNATURE_HEADER));

  return {
    description:
      'Razorpay webhooks (X-Razorpay-Signature over the raw body; deduplicated by x-razorpay-event-id)',
    isSigned,
    parse(header, rawBody): GatewayWebhook {
      const body = readSignedObject(
        { isSigned },
        header,
        rawBody,
        (reason) => new WebhookRejectedError(reason),
      );
      const envelope = body as RazorpayWebhookBody;
      const name = envelope.event ?? 'unknown';
      const payment = envelope.payload?.payment?.entity;
      // Razorpay sends the event id as a header; a delivery without one is known by its entity.
      const id =
        header(RAZORPAY_EVENT_ID_HEADER) ??
        `${name}:${payment?.id ?? envelope.payload?.order?.entity?.id ?? 'none'}`;
      return {
        id,
        name,
        ...(payment?.order_id !== undefined ? { orderId: payment.order_id } : {}),
        payload: withMaskedVpa(body),
        events: razorpayEvents(envelope),
      };
    },
  };
}

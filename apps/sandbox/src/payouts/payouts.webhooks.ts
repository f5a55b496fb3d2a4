import {
  SignedDeliveries,
  signedSender,
  type SignedDelivery,
  type SignedSenderOptions,
} from '../common/signed-deliveries';
import { razorpayId, unixNow } from '../payments/payments.store';
import { webhookSignature } from '../payments/payments.signing';
import { ACCOUNT_ID } from '../payments/payments.webhooks';
import type { PayoutEntity, PayoutStatus } from './payouts.store';

/** RazorpayX's payout events: a status change each (processing is announced as "initiated"). */
export const PAYOUT_EVENTS: Record<PayoutStatus, string> = {
  queued: 'payout.queued',
  pending: 'payout.pending',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  rejected: 'payout.rejected',
  failed: 'payout.failed',
  reversed: 'payout.reversed',
};

/** One event in the delivery log, as GET /v1/test/payouts/webhooks shows it. */
export interface PayoutWebhookDelivery {
  event_id: string;
  event: string;
  payout_id: string;
  status: PayoutStatus;
  url: string;
  delivery: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_response_status: number | null;
  created_at: number;
}

type Logged = { event: string; payout_id: string; status: PayoutStatus; created_at: number };

const shown = ({ id, meta, ...d }: SignedDelivery<Logged>): PayoutWebhookDelivery => ({
  event_id: id,
  event: meta.event,
  payout_id: meta.payout_id,
  status: meta.status,
  url: d.url,
  delivery: d.state,
  attempts: d.attempts.length,
  last_response_status: d.lastResponseStatus,
  created_at: meta.created_at,
});

/**
 * Sends the payout webhooks, signed with X-Razorpay-Signature under the payouts' own webhook
 * secret; a redelivery sends the very same bytes and x-razorpay-event-id.
 */
export class PayoutWebhooks extends SignedDeliveries<Logged, PayoutWebhookDelivery> {
  constructor(options: SignedSenderOptions) {
    super(
      signedSender(
        options,
        {
          userAgent: 'Razorpay-Webhook/v1',
          signatureHeader: 'x-razorpay-signature',
          eventIdHeader: 'x-razorpay-event-id',
          sign: webhookSignature,
        },
        shown,
      ),
    );
  }

  /** The payout as it is now, in the event's body. */
  emit(payout: PayoutEntity) {
    const event = PAYOUT_EVENTS[payout.status];
    const createdAt = unixNow();
    const body = {
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: ['payout'],
      payload: { payout: { entity: { ...payout } } },
      created_at: createdAt,
    };
    return this.send(razorpayId('evt'), body, {
      event,
      payout_id: payout.id,
      status: payout.status,
      created_at: createdAt,
    });
  }

  list(filter: { payoutId?: string }) {
    return this.entries((m) => filter.payoutId === undefined || m.payout_id === filter.payoutId);
  }
}

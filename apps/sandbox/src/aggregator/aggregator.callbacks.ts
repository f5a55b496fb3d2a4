import {
  SignedDeliveries,
  signedSender,
  type SignedDelivery,
  type SignedSenderOptions,
} from '../common/signed-deliveries';
import { callbackSignature } from './aggregator.signing';
import { aggregatorId, type AggregatorPayment } from './aggregator.store';

/** The callback's body, as the receiver gets it. */
export interface CallbackBody {
  eventId: string;
  clientRef: string;
  providerRef: string;
  status: AggregatorPayment['status'];
  operatorRef?: string;
  bbpsRef?: string;
  message: string;
}

/** One callback in the delivery log, as GET /aggregator/callbacks shows it. */
export interface CallbackDelivery {
  eventId: string;
  clientRef: string;
  providerRef: string;
  /** The payment's status the callback reports. */
  status: AggregatorPayment['status'];
  url: string;
  delivery: 'pending' | 'delivered' | 'failed';
  /** Every try, oldest first: the receiver's HTTP status, or the network error. */
  attempts: { at: string; responseStatus: number | null; error: string | null }[];
  lastResponseStatus: number | null;
  createdAt: string;
  deliveredAt: string | null;
  body: CallbackBody;
}

interface Logged {
  body: CallbackBody;
  createdAt: string;
}

function shown({ id, meta, ...d }: SignedDelivery<Logged>): CallbackDelivery {
  return {
    eventId: id,
    clientRef: meta.body.clientRef,
    providerRef: meta.body.providerRef,
    status: meta.body.status,
    url: d.url,
    delivery: d.state,
    attempts: d.attempts,
    lastResponseStatus: d.lastResponseStatus,
    createdAt: meta.createdAt,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    body: meta.body,
  };
}

/**
 * Sends the aggregator's payment callbacks, signed with X-Aggregator-Signature; a redelivery sends
 * the very same bytes, signature and eventId (the receiver must deduplicate on eventId).
 */
export class CallbackSender extends SignedDeliveries<Logged, CallbackDelivery> {
  constructor(options: SignedSenderOptions) {
    super(
      signedSender(
        options,
        {
          userAgent: 'Kosh-Sandbox-Aggregator/1',
          signatureHeader: 'x-aggregator-signature',
          eventIdHeader: 'x-aggregator-event-id',
          sign: callbackSignature,
        },
        shown,
      ),
    );
  }

  /** Records a callback for the payment's current status and starts delivering it. */
  emit(payment: AggregatorPayment) {
    const body: CallbackBody = {
      eventId: aggregatorId('EVT'),
      clientRef: payment.clientRef,
      providerRef: payment.providerRef,
      status: payment.status,
      ...(payment.operatorRef ? { operatorRef: payment.operatorRef } : {}),
      ...(payment.bbpsRef ? { bbpsRef: payment.bbpsRef } : {}),
      message: payment.message,
    };
    return this.send(body.eventId, body, { body, createdAt: new Date().toISOString() });
  }

  /** The delivery log, newest first. */
  list(filter: { clientRef?: string }) {
    return this.entries(
      ({ body }) => filter.clientRef === undefined || body.clientRef === filter.clientRef,
    );
  }
}

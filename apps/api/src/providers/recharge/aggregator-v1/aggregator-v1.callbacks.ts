import {
  CallbackRejectedError,
  hmacHeaderSignature,
  readSignedObject,
  type CallbackSignature,
} from '../../provider-callbacks';
import type { RechargeProvider, RechargeStatus } from '../recharge.port';
import { AGGREGATOR_SIGNATURE_HEADER, type WireCallback } from './aggregator-v1.wire';

/** How the aggregator signs its status callbacks: an HMAC of the raw body with the shared secret. */
export function aggregatorV1CallbackSignature(callbackSecret: string): CallbackSignature {
  return hmacHeaderSignature(
    AGGREGATOR_SIGNATURE_HEADER,
    callbackSecret,
    'Aggregator status callbacks (X-Aggregator-Signature over the raw body; deduplicated by eventId)',
  );
}

/**
 * The aggregator's status callbacks, read: `{eventId, clientRef, providerRef, status, operatorRef,
 * bbpsRef?, message}`. A callback without its own event id is known by its reference and status; only a
 * final status (SUCCESS, FAILURE) settles anything.
 */
export function aggregatorV1Callbacks(
  callbackSecret: string,
): Pick<RechargeProvider, 'callbackSignature' | 'parseCallback'> {
  const callbackSignature = aggregatorV1CallbackSignature(callbackSecret);
  return {
    callbackSignature,
    parseCallback(header, rawBody): RechargeStatus {
      const body = readSignedObject(callbackSignature, header, rawBody) as WireCallback;
      if (!body.clientRef || !body.status) {
        throw new CallbackRejectedError('incomplete', 'a callback needs clientRef and status');
      }
      const final = body.status === 'SUCCESS' || body.status === 'FAILURE';
      return {
        eventId: body.eventId ?? `${body.clientRef}:${body.status}`,
        clientRef: body.clientRef,
        outcome: final
          ? {
              clientRef: body.clientRef,
              status: body.status as 'SUCCESS' | 'FAILURE',
              providerRef: body.providerRef ?? null,
              operatorRef: body.operatorRef ?? null,
              bbpsRef: body.bbpsRef ?? null,
              message: body.message ?? '',
            }
          : null,
        payload: body,
      };
    },
  };
}

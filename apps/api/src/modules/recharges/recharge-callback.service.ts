import { AppError } from '../../lib/app-error';
import type { RechargePaymentDeps, RechargeSettlement } from './recharge-settlement.service';

interface CallbackBody {
  eventId?: string;
  clientRef?: string;
  providerRef?: string;
  status?: string;
  operatorRef?: string;
  message?: string;
}

/** The aggregator's signed status callbacks. */
export function createRechargeCallbacks(deps: RechargePaymentDeps, { apply }: RechargeSettlement) {
  const { db, repo, faults } = deps;

  /** What a signed callback does: a final status settles its payment (once); others are noted. */
  async function applyCallback(
    orderId: string,
    body: CallbackBody,
  ): Promise<'processed' | 'ignored'> {
    if (body.status !== 'SUCCESS' && body.status !== 'FAILURE') return 'ignored';
    if (!(await repo.findAnyOwnerByOrderId(db, orderId))) return 'ignored';
    await apply(
      orderId,
      {
        clientRef: orderId,
        status: body.status,
        providerRef: body.providerRef ?? null,
        operatorRef: body.operatorRef ?? null,
        message: body.message ?? '',
      },
      'callback',
    );
    return 'processed';
  }

  return {
    /** The aggregator's status callback (its signature checked by the route): once per event id. */
    async callback(rawBody: Buffer) {
      let body: CallbackBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as CallbackBody;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_JSON', {
          params: { what: 'callback' },
        });
      }
      if (!body.clientRef || !body.status) {
        throw new AppError('VALIDATION_FAILED', 'CALLBACK_INCOMPLETE');
      }
      const eventId = body.eventId ?? `${body.clientRef}:${body.status}`;
      if (await repo.hasEvent(db, eventId)) return { status: 'duplicate' as const };
      // Applied first, recorded after: a payment settles once however often it is applied, so a
      // crash between the two only means the aggregator's retry applies it again as a no-op, where
      // recording first would have left it "seen" and never applied.
      const outcome = await applyCallback(body.clientRef, body);
      await faults('event-applied', { orderId: body.clientRef });
      // Two copies of one callback racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, eventId, body);
      return { status: first ? outcome : ('duplicate' as const) };
    },
  };
}

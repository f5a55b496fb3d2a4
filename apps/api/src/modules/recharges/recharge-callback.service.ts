import { readProviderCallback } from '../../lib/signed-webhook';
import type { HeaderReader } from '../../providers/provider-callbacks';
import type { RechargeStatus } from '../../providers/recharge/recharge.port';
import type { RechargePaymentDeps, RechargeSettlement } from './recharge-settlement.service';

/** The aggregator's signed status callbacks, read by its adapter into RechargeStatus. */
export function createRechargeCallbacks(deps: RechargePaymentDeps, { apply }: RechargeSettlement) {
  const { db, repo, faults, provider } = deps;

  /** What a signed callback does: a final status settles its payment (once); others are noted. */
  async function applyCallback({
    clientRef,
    outcome,
  }: RechargeStatus): Promise<'processed' | 'ignored'> {
    if (!outcome) return 'ignored';
    if (!(await repo.findAnyOwnerByOrderId(db, clientRef))) return 'ignored';
    await apply(clientRef, outcome, 'callback');
    return 'processed';
  }

  const read = (rawBody: Buffer, header: HeaderReader): RechargeStatus =>
    readProviderCallback(() => provider.parseCallback(header, rawBody));

  return {
    /** The aggregator's status callback (its signature checked by the route): once per event id. */
    async callback(rawBody: Buffer, header: HeaderReader) {
      const status = read(rawBody, header);
      const { eventId, clientRef } = status;
      if (await repo.hasEvent(db, eventId)) return { status: 'duplicate' as const };
      // Applied first, recorded after: a payment settles once however often it is applied, so a
      // crash between the two only means the aggregator's retry applies it again as a no-op, where
      // recording first would have left it "seen" and never applied.
      const outcome = await applyCallback(status);
      await faults('event-applied', { orderId: clientRef });
      // Two copies of one callback racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, eventId, status.payload);
      return { status: first ? outcome : ('duplicate' as const) };
    },
  };
}

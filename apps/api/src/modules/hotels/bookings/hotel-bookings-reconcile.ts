import type { HotelBookingDeps } from './hotel-booking-deps';
import type { HotelBookingSettlement } from './hotel-booking-settlement';

/** A processing booking nobody has touched this long lost its caller's answer (or its caller). */
export const PROCESSING_QUIET_MS = 60_000;
const BATCH = 50;

/**
 * The `hotel-bookings-reconcile` job (every minute): asks the supplier about the bookings whose
 * outcome is not known here — processing ones quiet for a minute, every pending one — and settles
 * them; then the gateway side's own pass (checkouts paid but unreported, abandoned ones, refunds
 * due). Each step locks what it settles, so a run that dies anywhere leaves rows the next finishes.
 */
export function createHotelBookingsReconcile(
  deps: HotelBookingDeps,
  settlement: Pick<HotelBookingSettlement, 'reconcileOne'>,
) {
  const { db, bookings, clock, log } = deps;

  return async function reconcile(): Promise<Record<string, number>> {
    const now = clock();
    const due = await bookings.dueForSupplier(db, {
      now,
      processingBefore: new Date(now.getTime() - PROCESSING_QUIET_MS),
      limit: BATCH,
    });
    let settled = 0;
    for (const row of due) {
      try {
        const after = await settlement.reconcileOne(row.id);
        if (after.status !== row.status) settled += 1;
      } catch (error) {
        log.error({ err: error, bookingId: row.id }, 'hotel booking reconciliation failed');
      }
    }
    const gateway = (await deps.gateway()?.reconcile?.()) ?? {};
    return { asked: due.length, settled, ...gateway };
  };
}

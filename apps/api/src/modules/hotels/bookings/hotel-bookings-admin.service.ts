import { paiseToRupees } from '@kosh/contract/common/money';
import type {
  AdminHotelBooking,
  HotelBooking,
  HotelBookingStatus,
} from '@kosh/contract/hotel-booking';
import type { Db } from '../../../db/client';
import type { LedgerService } from '../../ledger/ledger.service';
import type { HotelBookingRow } from '../hotels.tables';
import { createHotelBookingsAdminRepository } from './hotel-bookings-admin.repository';

/** The back office's page of hotel bookings (docs/hotels.md §9). */
export const ADMIN_HOTEL_BOOKINGS_PAGE_SIZE = 20;

/** What a ledger transfer did, in the back office's words. */
const TRANSFER_STATUS: Record<'single' | 'pending' | 'post' | 'void', string> = {
  single: 'posted',
  pending: 'held',
  post: 'posted',
  void: 'voided',
};

/**
 * The back office's view of hotel bookings: every customer's, newest first, 20 a page, with the
 * customer, the gateway's order, payment and refund, the ledger transfers the booking made and the
 * last refund error — what support needs to answer "where is my money".
 */
export function createHotelBookingsAdmin(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'transfersByReference'>;
  /** The booking as customers see it (the booking core's presenter). */
  present: (row: HotelBookingRow) => HotelBooking;
}) {
  const { db } = deps;
  const repo = createHotelBookingsAdminRepository();

  async function transfersOf(ids: string[]) {
    const rows = await deps.ledger.transfersByReference(db, 'hotel_booking', ids);
    const byBooking = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byBooking.get(row.referenceId) ?? [];
      list.push(row);
      byBooking.set(row.referenceId, list);
    }
    return byBooking;
  }

  return {
    async list(query: { status?: HotelBookingStatus; q?: string; page: number }) {
      const { rows, totalCount } = await repo.page(db, query, ADMIN_HOTEL_BOOKINGS_PAGE_SIZE);
      const transfers = await transfersOf(rows.map((r) => r.booking.id));
      const data = rows.map(
        ({ booking, customerId, customerName, customerMobile }): AdminHotelBooking => ({
          ...deps.present(booking),
          customer: { userId: customerId, name: customerName, mobile: customerMobile },
          payment: {
            method: booking.paymentMethod,
            gatewayOrderId: booking.gatewayOrderId,
            gatewayPaymentId: booking.gatewayPaymentId,
            gatewayRefundIds: booking.gatewayRefundId ? [booking.gatewayRefundId] : [],
            transfers: (transfers.get(booking.id) ?? []).map((t) => ({
              id: t.id,
              code: t.code,
              amount: Number(paiseToRupees(t.amountPaise)),
              status: TRANSFER_STATUS[t.kind],
              createdAt: t.createdAt.toISOString(),
            })),
          },
          refundError: booking.refundError,
        }),
      );
      return {
        data,
        page: query.page,
        pageSize: ADMIN_HOTEL_BOOKINGS_PAGE_SIZE,
        totalCount,
      };
    },
  };
}

export type HotelBookingsAdmin = ReturnType<typeof createHotelBookingsAdmin>;

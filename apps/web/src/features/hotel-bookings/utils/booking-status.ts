import type {
  HotelBooking,
  HotelBookingStatus,
  HotelRefundStatus,
} from '@kosh/contract/hotel-booking';

/** How a status looks: waiting (amber clock), done (green tick), failed (red cross), closed (grey). */
export type BookingTone = 'waiting' | 'success' | 'danger' | 'neutral';

/** The badge's words (a key of the feature's messages) and look, for a status and its refund. */
export type StatusLabelKey =
  | 'status.confirmed'
  | 'status.pending'
  | 'status.processing'
  | 'status.awaiting_payment'
  | 'status.failedRefunded'
  | 'status.failedRefunding'
  | 'status.cancelled'
  | 'status.abandoned';

export function bookingStatusLabel(
  status: HotelBookingStatus,
  refundStatus: HotelRefundStatus,
): { key: StatusLabelKey; tone: BookingTone } {
  switch (status) {
    case 'confirmed':
      return { key: 'status.confirmed', tone: 'success' };
    case 'pending':
      return { key: 'status.pending', tone: 'waiting' };
    case 'processing':
      return { key: 'status.processing', tone: 'waiting' };
    case 'awaiting_payment':
      return { key: 'status.awaiting_payment', tone: 'waiting' };
    case 'failed':
      // The money goes back in full; until it is back the badge says it is on its way.
      return {
        key: refundStatus === 'due' ? 'status.failedRefunding' : 'status.failedRefunded',
        tone: 'danger',
      };
    case 'cancelled':
      return { key: 'status.cancelled', tone: 'neutral' };
    case 'abandoned':
      return { key: 'status.abandoned', tone: 'neutral' };
  }
}

/** A booking the hotel or the payment has not settled yet: its page keeps asking. */
export const isSettling = (status: HotelBookingStatus) =>
  status === 'processing' || status === 'pending' || status === 'awaiting_payment';

/** How often a booking's page asks again: every 5 s while the hotel answers, slower for a checkout. */
export function pollDelayOf(status: HotelBookingStatus): number | false {
  if (status === 'processing' || status === 'pending') return 5_000;
  // A checkout not paid yet settles when the gateway tells Kosh (or never): no need to hurry.
  if (status === 'awaiting_payment') return 15_000;
  return false;
}

export type HeadlineKey =
  | 'headline.confirmed'
  | 'headline.pending'
  | 'headline.processing'
  | 'headline.awaiting_payment'
  | 'headline.failedWallet'
  | 'headline.failedGateway'
  | 'headline.failedRefundingWallet'
  | 'headline.failedRefundingGateway'
  | 'headline.cancelledWallet'
  | 'headline.cancelledGateway'
  | 'headline.cancelledRefundingWallet'
  | 'headline.cancelledRefundingGateway'
  | 'headline.cancelledNoRefund'
  | 'headline.abandoned';

/**
 * The booking page's headline: what happened, and for money going back, how much and where to
 * (`amount` in rupees). A refund still due says it is on its way; one made says it is back.
 */
export function bookingHeadline(booking: Pick<HotelBooking, 'status' | 'refund'>): {
  key: HeadlineKey;
  tone: BookingTone;
  amount: number | null;
} {
  const { status, refund } = booking;
  const to = refund.to === 'wallet' ? 'Wallet' : 'Gateway';
  const refunding = refund.status === 'due' ? 'Refunding' : '';
  switch (status) {
    case 'confirmed':
    case 'pending':
    case 'processing':
    case 'awaiting_payment':
      return {
        key: `headline.${status}`,
        tone: status === 'confirmed' ? 'success' : 'waiting',
        amount: null,
      };
    case 'failed':
      return {
        key: refunding ? `headline.failedRefunding${to}` : `headline.failed${to}`,
        tone: 'danger',
        amount: refund.amount,
      };
    case 'cancelled':
      if (refund.amount <= 0)
        return { key: 'headline.cancelledNoRefund', tone: 'neutral', amount: 0 };
      return {
        key: refunding ? `headline.cancelledRefunding${to}` : `headline.cancelled${to}`,
        tone: 'neutral',
        amount: refund.amount,
      };
    case 'abandoned':
      return { key: 'headline.abandoned', tone: 'neutral', amount: null };
  }
}

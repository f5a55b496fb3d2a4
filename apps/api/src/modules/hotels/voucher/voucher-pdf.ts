import { formatInr } from '@kosh/contract/common/money';
import type { SupportLine } from '@kosh/contract/content';
import type {
  HotelGuestTitle,
  HotelPaymentMethod,
  HotelRefundStatus,
} from '@kosh/contract/hotel-booking';
import type { HotelMealPlan } from '@kosh/contract/hotels';
import type { HotelBookingRow } from '../hotels.tables';
import { COMPANY, startPdf } from '../../../lib/pdf/pdf-document';
import { GREEN, PdfWriter, RED } from '../../../lib/pdf/pdf-writer';
import {
  cancellationRulesInWords,
  clockWords,
  guestWords,
  istDayWords,
  istWhenWords,
  MEAL_PLAN_WORDS,
  PAYMENT_METHOD_WORDS,
  refundDestinationWords,
  stayDayWords,
  type VoucherCancellationRule,
} from './voucher-words';

/**
 * What a hotel voucher shows: a confirmed (or cancelled) booking as the customer hands it to the
 * hotel's front desk. Plain data, filled from a hotel_bookings row by voucherFromBooking, so the
 * PDF never depends on an itinerary or a search session that has since been purged.
 */
export interface HotelVoucher {
  /** Kosh's reference the customer quotes (KH…). */
  reference: string;
  /** The supplier's booking id (HB…) and the hotel's own confirmation number, once given. */
  supplierBookingId: string | null;
  confirmationNumber: string | null;
  status: 'confirmed' | 'cancelled';
  bookedAt: Date;
  /** The moment of the state shown (confirmed, or cancelled): the PDF's date, so it is stable. */
  issuedAt: Date;
  hotel: { name: string; address: string; city: string; stars: number; phones: string[] };
  /** yyyy-MM-dd, and the hotel's HH:mm. */
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  rooms: number;
  adults: number;
  childAges: number[];
  leadGuest: {
    title: HotelGuestTitle;
    firstName: string;
    lastName: string;
    /** +91 and ten digits. */
    phone: string;
    email: string;
  };
  roomName: string;
  mealPlan: HotelMealPlan;
  refundable: boolean;
  fare: {
    roomRatePaise: bigint;
    taxesPaise: bigint;
    discountPaise: bigint;
    promoCode: string | null;
    /** What the customer paid: room rate + taxes − discount. */
    amountPaise: bigint;
  };
  paymentMethod: HotelPaymentMethod;
  cancellationRules: VoucherCancellationRule[];
  policies: { type: string; text: string }[];
  specialRequests: string | null;
  /** Set for a cancelled booking: what went back, and when. */
  cancellation: {
    cancelledAt: Date;
    penaltyPaise: bigint;
    refundPaise: bigint;
    refundStatus: HotelRefundStatus;
    refundedAt: Date | null;
  } | null;
  support: Pick<SupportLine, 'phone' | 'hours'>;
}

/**
 * A booking's voucher, or null when it has none: only a confirmed booking has one, and a
 * cancelled one keeps it (stamped CANCELLED with its refund). `support` is the customer-care line
 * of the configuration (config.support).
 */
export function voucherFromBooking(
  row: HotelBookingRow,
  support: Pick<SupportLine, 'phone' | 'hours'>,
): HotelVoucher | null {
  if (row.status !== 'confirmed' && row.status !== 'cancelled') return null;
  const { snapshot } = row;
  const lead = snapshot.guests.find((g) => g.isLeadGuest) ?? snapshot.guests[0];
  if (!lead) return null;
  const cancelledAt = row.status === 'cancelled' ? (row.cancelledAt ?? row.updatedAt) : null;
  return {
    reference: row.reference,
    supplierBookingId: row.supplierBookingId,
    confirmationNumber: row.confirmationNumber,
    status: row.status,
    bookedAt: row.createdAt,
    issuedAt: cancelledAt ?? row.confirmedAt ?? row.createdAt,
    hotel: {
      name: snapshot.hotel.name,
      address: snapshot.hotel.address,
      city: snapshot.hotel.city,
      stars: snapshot.hotel.stars,
      phones: snapshot.hotel.phones,
    },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    checkInTime: snapshot.hotel.checkInTime,
    checkOutTime: snapshot.hotel.checkOutTime,
    nights: snapshot.nights,
    rooms: snapshot.occupancies.length,
    adults: snapshot.occupancies.reduce((sum, room) => sum + room.numOfAdults, 0),
    childAges: snapshot.occupancies.flatMap((room) => room.childAges),
    leadGuest: {
      title: lead.title,
      firstName: lead.firstName,
      lastName: lead.lastName,
      phone: `+${lead.isdCode} ${lead.contactNumber}`,
      email: lead.email,
    },
    roomName: snapshot.room.roomName,
    mealPlan: snapshot.rate.mealPlan,
    refundable: snapshot.rate.refundable,
    fare: {
      roomRatePaise: row.roomRatePaise,
      taxesPaise: row.taxesPaise,
      discountPaise: row.discountPaise,
      promoCode: row.promoCode,
      amountPaise: row.amountPaise,
    },
    paymentMethod: row.paymentMethod,
    // One entry per rate: every room of it shares the same rules.
    cancellationRules: snapshot.rate.cancellationPolicies[0]?.rules ?? [],
    policies: snapshot.rate.policies,
    specialRequests: snapshot.specialRequests,
    cancellation:
      cancelledAt === null
        ? null
        : {
            cancelledAt,
            penaltyPaise: row.penaltyPaise,
            refundPaise: row.refundPaise,
            refundStatus: row.refundStatus,
            refundedAt: row.refundedAt,
          },
    support,
  };
}

/** The status line: confirmed, or cancelled with what went back and when. */
function statusWords(v: HotelVoucher): string {
  if (v.cancellation === null) return 'Confirmed: the hotel holds your room.';
  const { cancellation } = v;
  const to = refundDestinationWords(v.paymentMethod);
  const refund =
    cancellation.refundPaise === 0n
      ? 'Nothing is refunded under the rate’s cancellation rules.'
      : cancellation.refundStatus === 'refunded'
        ? `${formatInr(cancellation.refundPaise)} refunded to ${to} on ${istDayWords(cancellation.refundedAt ?? cancellation.cancelledAt)}.`
        : `${formatInr(cancellation.refundPaise)} is being refunded to ${to}.`;
  return `Cancelled on ${istDayWords(cancellation.cancelledAt)}. ${refund}`;
}

/**
 * The voucher as a PDF (A4, tagged, searchable; ₹ in Noto Sans). `compress: false` leaves the
 * page streams readable, for tests.
 */
export function renderHotelVoucher(
  v: HotelVoucher,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { pdf, done } = startPdf({
    title: `Hotel voucher ${v.reference}: ${v.hotel.name}`,
    subject: `${v.hotel.name}, ${stayDayWords(v.checkIn)} to ${stayDayWords(v.checkOut)}`,
    lang: 'en-IN',
    issuedAt: v.issuedAt,
    compress: options.compress,
  });

  const w = new PdfWriter(pdf);
  w.header(
    'Hotel booking voucher',
    v.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
    v.status === 'confirmed' ? GREEN : RED,
  );
  w.row('Booking reference', v.reference, { bold: true });
  w.row('Supplier booking ID', v.supplierBookingId ?? 'Not yet given');
  w.row('Hotel confirmation number', v.confirmationNumber ?? 'Not yet given');
  w.row('Status', statusWords(v), {
    bold: true,
    colour: v.status === 'confirmed' ? GREEN : RED,
  });
  w.row('Booked on', `${istWhenWords(v.bookedAt)} IST`);

  w.heading('Hotel');
  w.row('Hotel', `${v.hotel.name} (${v.hotel.stars}-star)`, { bold: true });
  // The supplier's address names the city already, mostly; a bare street gets it added.
  const address = v.hotel.address.includes(v.hotel.city)
    ? v.hotel.address
    : `${v.hotel.address}, ${v.hotel.city}`;
  w.row('Address', address);
  if (v.hotel.phones.length > 0) w.row('Phone', v.hotel.phones.join(', '));

  w.heading('Your stay');
  w.row('Check-in', `${stayDayWords(v.checkIn)}, from ${clockWords(v.checkInTime)}`);
  w.row('Check-out', `${stayDayWords(v.checkOut)}, until ${clockWords(v.checkOutTime)}`);
  w.row('Nights', String(v.nights));
  w.row('Rooms', `${v.rooms} × ${v.roomName}`);
  w.row('Guests', guestWords(v.adults, v.childAges));
  w.row('Meal plan', MEAL_PLAN_WORDS[v.mealPlan]);
  w.row('Rate', v.refundable ? 'Refundable' : 'Non-refundable');

  w.heading('Lead guest');
  const lead = v.leadGuest;
  w.row('Name', `${lead.title} ${lead.firstName} ${lead.lastName}`, { bold: true });
  w.row('Mobile', lead.phone);
  w.row('Email', lead.email);
  if (v.specialRequests) w.row('Special requests', v.specialRequests);

  w.heading('Payment');
  w.row('Room rate', formatInr(v.fare.roomRatePaise));
  w.row('Taxes and fees', formatInr(v.fare.taxesPaise));
  if (v.fare.discountPaise > 0n) {
    const code = v.fare.promoCode ? ` (${v.fare.promoCode})` : '';
    w.row(`Discount${code}`, `-${formatInr(v.fare.discountPaise)}`);
  }
  w.row('Amount paid', formatInr(v.fare.amountPaise), { bold: true });
  w.row('Paid by', PAYMENT_METHOD_WORDS[v.paymentMethod]);
  if (v.cancellation !== null) {
    w.row('Cancellation charge', formatInr(v.cancellation.penaltyPaise));
    w.row('Refund', formatInr(v.cancellation.refundPaise), { bold: true });
  }

  w.heading('Cancellation rules');
  w.paragraph(cancellationRulesInWords(v.cancellationRules, v.fare.amountPaise));
  w.paragraph('Times are India Standard Time (IST).');

  if (v.policies.length > 0) {
    w.heading('Hotel policies');
    for (const policy of v.policies) w.paragraph(`${policy.type}: ${policy.text}`, { size: 8.5 });
  }

  const hours = `${clockWords(v.support.hours.opens)} to ${clockWords(v.support.hours.closes)}`;
  w.footers(
    `${COMPANY}. Customer care: ${v.support.phone} (toll-free, ${hours} IST), or Contact Us ` +
      `in the Kosh app; quote booking reference ${v.reference}.`,
    (page, count) => `Page ${page} of ${count}`,
  );
  pdf.end();
  return done;
}

import { describe, expect, it } from 'vitest';
import type { HotelBookingStatus } from '@kosh/contract/hotel-booking';
import type { HotelRoom } from '@kosh/contract/hotels';
import type { HotelBookingRow } from '../hotels.tables';
import type { StoredRate } from '../stored';
import { renderHotelVoucher, voucherFromBooking } from './voucher-pdf';
import { cancellationRulesInWords, clockWords, istWhenWords } from './voucher-words';

/*
 * The voucher read back as its text. pdfkit writes glyph ids, not letters: each embedded font
 * carries a ToUnicode map from its ids back to text, which is what a PDF reader's search and copy
 * use too. With `compress: false` the page streams and the maps are plain, and a few regular
 * expressions read them — no PDF library needed.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    objects.set(id!, body!);
  }
  const streamOf = (id: string) => /stream\n([\s\S]*?)\nendstream/.exec(objects.get(id)!)![1]!;
  const codeText = (hex: string) =>
    String.fromCodePoint(
      ...hex
        .trim()
        .split(/\s+/)
        .map((code) => parseInt(code, 16)),
    );

  // Each font resource (/F1…) → its glyph ids → the text they stand for.
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '');
    if (!toUnicode) continue;
    const map = new Map<number, string>();
    const cmap = streamOf(toUnicode[1]!);
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, hex], index) =>
        map.set(parseInt(first!, 16) + index, codeText(hex!)),
      );
    }
    fonts.set(name!, map);
  }

  const pages = [...objects.values()].filter((body) => /\/Type \/Page\n/.test(body));
  const lines: string[] = [];
  for (const page of pages) {
    const content = streamOf(/\/Contents (\d+) 0 R/.exec(page)![1]!);
    let font = new Map<number, string>();
    let line = '';
    const ops = /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\bET\b/gi;
    for (const [op, fontName, array, single] of content.matchAll(ops)) {
      if (fontName) font = fonts.get(fontName)!;
      else if (op === 'ET') {
        lines.push(line);
        line = '';
      } else {
        for (const [, hex] of (array ?? `<${single}>`).matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i < hex!.length; i += 4) {
            line += font.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '\u0000';
          }
        }
      }
    }
  }
  // Lines wrap at spaces, and a row's label and value are separate runs: read as running text.
  return lines.join(' ').replace(/\s+/g, ' ');
}

const ROOM: HotelRoom = {
  roomId: '100123-2',
  roomType: 'Deluxe Room',
  roomName: 'Deluxe Room with King Bed',
  roomDescription: '280 sq ft, king bed, city view.',
  bedType: 'King Bed',
  facilities: ['Air Conditioning', 'Free Wi-Fi'],
  images: [],
  area: { squareFeet: 280 },
  view: 'City View',
};

const RATE: StoredRate = {
  rateId: '100123-2-BREAKFAST-R',
  roomId: '100123-2',
  finalRatePaise: 20_003_56,
  baseRatePaise: 9_525_50,
  taxAmountPaise: 476_28,
  currency: 'INR',
  refundable: true,
  mealPlan: 'BREAKFAST',
  breakfastIncluded: true,
  rooms: [ROOM, ROOM],
  cancellationPolicies: [
    {
      rules: [
        { start: '2026-06-01T10:00:00+05:30', end: '2026-10-04T12:00:00+05:30', penaltyPaise: 0 },
        {
          start: '2026-10-04T12:00:00+05:30',
          end: '2026-10-06T14:00:00+05:30',
          penaltyPaise: 20_003_56,
        },
      ],
    },
  ],
  policies: [
    { type: 'Check-in', text: 'Check-in from 14:00, check-out until 12:00.' },
    { type: 'Identity', text: 'Every adult shows a government photo ID at check-in.' },
  ],
  IsPANMandatory: false,
  IsPassportMandatory: false,
};

const SUPPORT = { phone: '1800 266 5674', hours: { opens: '10:00', closes: '17:00' } };

/** A wallet-paid booking with HOTEL10, confirmed; `changes` make it something else. */
function bookingRow(changes: Partial<HotelBookingRow> = {}): HotelBookingRow {
  const createdAt = new Date('2026-06-01T04:30:00Z');
  return {
    id: '0b9c6f8e-2f5d-4c1a-9a57-3d2f4e5a6b7c',
    reference: 'KH7Q2M9X4T1A',
    userId: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    itineraryCode: 'itinCode_12345678',
    traceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    hotelId: '100123',
    checkIn: '2026-10-06',
    checkOut: '2026-10-08',
    status: 'confirmed',
    paymentMethod: 'WALLET',
    amountPaise: 18_003_20n,
    roomRatePaise: 19_051_00n,
    taxesPaise: 952_56n,
    discountPaise: 2_000_36n,
    promoCode: 'HOTEL10',
    snapshot: {
      hotel: {
        hotelId: '100123',
        name: 'The Lodhi Residency',
        address: '12 Lodhi Road, Lodhi Colony, New Delhi, Delhi 110003',
        city: 'New Delhi',
        stars: 4,
        heroImage: '',
        phones: ['+91 11 41234567', '+91 98100 12345'],
        checkInTime: '14:00',
        checkOutTime: '12:00',
      },
      occupancies: [
        { numOfAdults: 2, childAges: [7] },
        { numOfAdults: 1, childAges: [] },
      ],
      rate: RATE,
      room: ROOM,
      guests: [
        {
          title: 'Ms',
          firstName: 'Asha',
          lastName: 'Rao',
          contactNumber: '9876543210',
          email: 'asha.rao@example.in',
          isLeadGuest: true,
          type: 'adult',
          isdCode: '91',
          panCardNumber: null,
          passportNumber: null,
          passportExpiry: null,
        },
      ],
      specialRequests: 'A quiet room, please',
      nights: 2,
    },
    idempotencyKey: 'key-1',
    ledgerTransferId: null,
    gatewayOrderId: null,
    gatewayPaymentId: null,
    supplierBookingId: 'HB4K2M9Q7X1Z3P',
    supplierStatus: 'CONFIRMED',
    confirmationNumber: 'KSB-8Q2M4X7T',
    supplierClaimedUntil: null,
    failureReason: null,
    refundStatus: 'none',
    refundPaise: 0n,
    penaltyPaise: 0n,
    gatewayRefundId: null,
    refundAttempts: 0,
    refundClaimedUntil: null,
    refundError: null,
    refundedAt: null,
    createdAt,
    updatedAt: createdAt,
    paidAt: createdAt,
    confirmedAt: createdAt,
    cancelledAt: null,
    ...changes,
  };
}

async function voucherText(row: HotelBookingRow) {
  const voucher = voucherFromBooking(row, SUPPORT)!;
  const pdf = await renderHotelVoucher(voucher, { compress: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(pdf);
}

describe('the hotel voucher PDF', () => {
  it('shows every element of a confirmed booking, ₹ included', async () => {
    const text = await voucherText(bookingRow());
    for (const element of [
      'Kosh',
      'Hotel booking voucher',
      'CONFIRMED',
      'Booking reference KH7Q2M9X4T1A',
      'Supplier booking ID HB4K2M9Q7X1Z3P',
      'Hotel confirmation number KSB-8Q2M4X7T',
      'Status Confirmed: the hotel holds your room.',
      'Booked on 01 Jun 2026, 10:00 am IST',
      'Hotel The Lodhi Residency (4-star)',
      'Address 12 Lodhi Road, Lodhi Colony, New Delhi, Delhi 110003',
      'Phone +91 11 41234567, +91 98100 12345',
      'Check-in Tue, 06 Oct 2026, from 2:00 pm',
      'Check-out Thu, 08 Oct 2026, until 12:00 pm',
      'Nights 2',
      'Rooms 2 × Deluxe Room with King Bed',
      'Guests 3 adults, 1 child (aged 7)',
      'Meal plan Breakfast included',
      'Rate Refundable',
      'Name Ms Asha Rao',
      'Mobile +91 9876543210',
      'Email asha.rao@example.in',
      'Special requests A quiet room, please',
      'Room rate ₹19,051.00',
      'Taxes and fees ₹952.56',
      'Discount (HOTEL10) -₹2,000.36',
      'Amount paid ₹18,003.20',
      'Paid by Kosh wallet',
      // The supplier's penalty (₹20,003.56) capped at what the customer paid.
      'Free cancellation until 04 Oct 2026, 12:00 pm; ₹18,003.20 from then until check-in.',
      'Check-in: Check-in from 14:00, check-out until 12:00.',
      'Identity: Every adult shows a government photo ID at check-in.',
      'Customer care: 1800 266 5674 (toll-free, 10:00 am to 5:00 pm IST)',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(element);
    }
    expect(text).not.toContain('CANCELLED');
    // Every character had a glyph: a missing one is glyph 0, read back as U+0000.
    expect(text).not.toContain('\u0000');
  });

  it('stamps a cancelled booking CANCELLED with its refund, where it went and when', async () => {
    const text = await voucherText(
      bookingRow({
        status: 'cancelled',
        paymentMethod: 'UPI',
        discountPaise: 0n,
        promoCode: null,
        amountPaise: 20_003_56n,
        penaltyPaise: 0n,
        refundPaise: 20_003_56n,
        refundStatus: 'refunded',
        cancelledAt: new Date('2026-10-01T05:00:00Z'),
        refundedAt: new Date('2026-10-01T19:00:00Z'),
      }),
    );
    for (const element of [
      'CANCELLED',
      'Cancelled on 01 Oct 2026. ₹20,003.56 refunded to your card/UPI on 02 Oct 2026.',
      'Paid by UPI',
      'Amount paid ₹20,003.56',
      'Cancellation charge ₹0.00',
      'Refund ₹20,003.56',
    ]) {
      expect(text).toContain(element);
    }
    expect(text).not.toContain('Discount');
  });

  it('says a refund still on its way, and a cancellation that refunds nothing', async () => {
    const due = await voucherText(
      bookingRow({
        status: 'cancelled',
        penaltyPaise: 8_000_00n,
        refundPaise: 10_003_20n,
        refundStatus: 'due',
        cancelledAt: new Date('2026-10-05T05:00:00Z'),
      }),
    );
    expect(due).toContain(
      'Cancelled on 05 Oct 2026. ₹10,003.20 is being refunded to your Kosh wallet.',
    );
    const nothing = await voucherText(
      bookingRow({
        status: 'cancelled',
        penaltyPaise: 18_003_20n,
        refundPaise: 0n,
        cancelledAt: new Date('2026-10-05T05:00:00Z'),
      }),
    );
    expect(nothing).toContain('Nothing is refunded under the rate’s cancellation rules.');
  });

  it('prints what its fonts cannot draw (Devanagari, emoji, tabs in free text) as ? and spaces', async () => {
    const row = bookingRow();
    const text = await voucherText({
      ...row,
      snapshot: { ...row.snapshot, specialRequests: 'शांत कमरा\tplease 🙏' },
    });
    // One ? a code point: शांत is four (श ा ं त).
    expect(text).toContain('Special requests ???? ???? please ?');
    expect(text).not.toContain('\u0000');
  });

  it('runs onto a second page, footer on each, when the policies are long', async () => {
    const long = Array.from({ length: 30 }, (_, n) => ({
      type: `Rule ${n + 1}`,
      text: 'Guests keep the noise down after 10:00 pm and before 7:00 am in every room.',
    }));
    const row = bookingRow();
    const text = await voucherText({
      ...row,
      snapshot: { ...row.snapshot, rate: { ...RATE, policies: long } },
    });
    expect(text).toContain('Rule 30: Guests keep the noise down');
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });

  it('is compressed by default, and the same bytes for the same booking', async () => {
    const voucher = voucherFromBooking(bookingRow(), SUPPORT)!;
    const [one, two, plain] = await Promise.all([
      renderHotelVoucher(voucher),
      renderHotelVoucher(voucher),
      renderHotelVoucher(voucher, { compress: false }),
    ]);
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.subarray(-6).toString()).toContain('%%EOF');
    expect(one.length).toBeLessThan(plain.length);
    expect(one.equals(two)).toBe(true);
  });
});

describe('voucherFromBooking', () => {
  it('has a voucher only for a confirmed or a cancelled booking', () => {
    const statuses: HotelBookingStatus[] = [
      'awaiting_payment',
      'processing',
      'pending',
      'failed',
      'abandoned',
    ];
    for (const status of statuses) {
      expect(voucherFromBooking(bookingRow({ status }), SUPPORT), status).toBeNull();
    }
    expect(voucherFromBooking(bookingRow(), SUPPORT)).toMatchObject({
      status: 'confirmed',
      rooms: 2,
      adults: 3,
      childAges: [7],
      leadGuest: { title: 'Ms', firstName: 'Asha', lastName: 'Rao', phone: '+91 9876543210' },
      cancellation: null,
      issuedAt: new Date('2026-06-01T04:30:00Z'),
    });
  });

  it('dates a cancelled voucher by its cancellation', () => {
    const cancelledAt = new Date('2026-10-01T05:00:00Z');
    const voucher = voucherFromBooking(bookingRow({ status: 'cancelled', cancelledAt }), SUPPORT);
    expect(voucher?.issuedAt).toEqual(cancelledAt);
    expect(voucher?.cancellation?.cancelledAt).toEqual(cancelledAt);
  });
});

describe('the voucher’s words', () => {
  const amount = 10_000_00n;
  it('tells each cancellation window, capped at what was paid', () => {
    expect(
      cancellationRulesInWords(
        [
          {
            start: '2026-06-01T10:00:00+05:30',
            end: '2026-10-06T14:00:00+05:30',
            penaltyPaise: 12_000_00,
          },
        ],
        amount,
      ),
    ).toBe('Cancelling costs ₹10,000.00 until check-in.');
    expect(
      cancellationRulesInWords(
        [
          { start: '2026-06-01T10:00:00+05:30', end: '2026-09-30T23:59:00+05:30', penaltyPaise: 0 },
          {
            start: '2026-09-30T23:59:00+05:30',
            end: '2026-10-04T12:00:00+05:30',
            penaltyPaise: 2_400_00,
          },
          {
            start: '2026-10-05T00:00:00+05:30',
            end: '2026-10-06T14:00:00+05:30',
            penaltyPaise: 10_000_00,
          },
        ],
        amount,
      ),
    ).toBe(
      'Free cancellation until 30 Sep 2026, 11:59 pm; ₹2,400.00 from then until 04 Oct 2026, ' +
        '12:00 pm; ₹10,000.00 from 05 Oct 2026, 12:00 am until check-in.',
    );
    expect(cancellationRulesInWords([], amount)).toBe('Free cancellation until check-in.');
  });

  it('reads times as India does', () => {
    expect(clockWords('00:30')).toBe('12:30 am');
    expect(clockWords('12:00')).toBe('12:00 pm');
    expect(clockWords('23:59')).toBe('11:59 pm');
    expect(istWhenWords('2026-10-03T18:29:00Z')).toBe('03 Oct 2026, 11:59 pm');
    expect(istWhenWords(new Date('2026-10-03T18:30:00Z'))).toBe('04 Oct 2026, 12:00 am');
  });
});

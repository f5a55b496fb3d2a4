import { describe, expect, it } from 'vitest';
import type { HotelGuest, HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { ApiError } from '@/lib/api-client';
import {
  bookFailureOf,
  bookingOutcome,
  bookingPagePath,
  cancellationWindows,
  fareLines,
  isSettledOrUnderWay,
  leadGuestOf,
  policyText,
  roomPagePath,
  roomTypeCounts,
  walletShortfallPaise,
} from './payment';

const apiError = (status: number, code?: string, params?: Record<string, string>) =>
  new ApiError('said', status, code, [], params);

describe('bookFailureOf', () => {
  it('reads a price change with the figures the server formatted', () => {
    expect(
      bookFailureOf(
        apiError(409, 'HOTEL_PRICE_CHANGED', { previous: '₹10,000.00', total: '₹11,000.00' }),
      ),
    ).toEqual({ kind: 'price-changed', previous: '₹10,000.00', total: '₹11,000.00' });
    expect(bookFailureOf(apiError(409, 'HOTEL_PRICE_CHANGED'))).toEqual({
      kind: 'price-changed',
      previous: null,
      total: null,
    });
  });

  it('tells the session over, the wallet short, a booking under way and no travellers apart', () => {
    expect(bookFailureOf(apiError(410, 'HOTEL_SESSION_EXPIRED')).kind).toBe('expired');
    expect(bookFailureOf(apiError(422, 'INSUFFICIENT_BALANCE')).kind).toBe('insufficient');
    expect(bookFailureOf(apiError(409, 'HOTEL_BOOKING_IN_PROGRESS')).kind).toBe('in-progress');
    expect(bookFailureOf(apiError(422, 'HOTEL_TRAVELLERS_MISSING')).kind).toBe(
      'travellers-missing',
    );
    expect(bookFailureOf(apiError(401, 'UNAUTHENTICATED')).kind).toBe('signed-out');
  });

  it('leaves everything else to the error toast, a dropped connection included', () => {
    expect(bookFailureOf(apiError(409, 'HOTEL_RATE_UNKNOWN')).kind).toBe('error');
    expect(bookFailureOf(apiError(0, 'NETWORK')).kind).toBe('error');
    expect(bookFailureOf(new Error('boom')).kind).toBe('error');
  });
});

describe('booking states', () => {
  it('offers the booking instead of paying again once it is paid or being paid', () => {
    expect(isSettledOrUnderWay('confirmed')).toBe(true);
    expect(isSettledOrUnderWay('pending')).toBe(true);
    expect(isSettledOrUnderWay('processing')).toBe(true);
    // A checkout not paid yet opens again; a failed booking may be paid afresh.
    expect(isSettledOrUnderWay('awaiting_payment')).toBe(false);
    expect(isSettledOrUnderWay('failed')).toBe(false);
    expect(isSettledOrUnderWay('abandoned')).toBe(false);
  });

  it('gives each outcome its one toast', () => {
    expect(bookingOutcome('confirmed')).toEqual({
      tone: 'success',
      code: 'HOTEL_BOOKING_CONFIRMED',
    });
    expect(bookingOutcome('pending').code).toBe('HOTEL_BOOKING_PENDING');
    // Paid, the supplier still being asked: the page's own words, not the hotel's wait.
    expect(bookingOutcome('processing')).toEqual({ tone: 'info', code: null });
    expect(bookingOutcome('failed')).toEqual({ tone: 'error', code: 'HOTEL_BOOKING_REFUSED' });
    expect(bookingOutcome('awaiting_payment').code).toBe('HOTEL_PAYMENT_NOT_CAPTURED');
  });

  it('makes the paths the page goes to', () => {
    expect(bookingPagePath('4f1c2d3e-0000-4000-8000-000000000001')).toBe(
      '/my-bookings/4f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(roomPagePath('IT abc')).toBe('/hotelroomslayout/IT%20abc');
  });
});

describe('walletShortfallPaise', () => {
  it('compares in paise, not floating rupees', () => {
    expect(walletShortfallPaise(1_000_000n, 10_000)).toBe(0n);
    expect(walletShortfallPaise(999_999n, 10_000)).toBe(1n);
    // 0.1 + 0.2 rupees would be 0.30000000000000004 in floats.
    expect(walletShortfallPaise(30n, 0.3)).toBe(0n);
    expect(walletShortfallPaise(0n, 11_234.5)).toBe(1_123_450n);
  });
});

const guest = (firstName: string, isLeadGuest: boolean): HotelGuest => ({
  title: 'Ms',
  firstName,
  lastName: 'Verma',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  isLeadGuest,
  type: 'adult',
  isdCode: '91',
  panCardNumber: null,
  passportNumber: null,
  passportExpiry: null,
});

describe('leadGuestOf', () => {
  it('finds the lead guest, else the first, else none', () => {
    expect(leadGuestOf([guest('Ravi', false), guest('Asha', true)])?.firstName).toBe('Asha');
    expect(leadGuestOf([guest('Ravi', false)])?.firstName).toBe('Ravi');
    expect(leadGuestOf([])).toBeNull();
  });
});

type Rooms = HotelItineraryDetails['staticContent'][number]['rooms'];
const room = (type: string, name: string): Rooms[number] => ({
  type,
  name,
  area: { squareFeet: 300 },
  views: ['City'],
  beds: ['King'],
  groupedFacilities: [],
  adults: 2,
  childAges: [],
});

describe('roomTypeCounts', () => {
  it('counts the rooms of each type in the order they come', () => {
    expect(
      roomTypeCounts([
        room('Deluxe', 'Deluxe King'),
        room('Suite', 'Junior Suite'),
        room('Deluxe', 'Deluxe King'),
      ]),
    ).toEqual([
      { type: 'Deluxe', name: 'Deluxe King', count: 2 },
      { type: 'Suite', name: 'Junior Suite', count: 1 },
    ]);
  });
});

describe('policyText', () => {
  it('keeps the words and the breaks of simple HTML, and drops every tag', () => {
    expect(policyText('<p>No pets.</p><p>Quiet hours <b>10 pm</b>&nbsp;to 7 am.</p>')).toBe(
      'No pets.\nQuiet hours 10 pm to 7 am.',
    );
    expect(policyText('<ul><li>ID at check-in</li><li>Deposit &#8377;500</li></ul>')).toBe(
      '• ID at check-in\n• Deposit ₹500',
    );
  });

  it('leaves no markup that could run, and text stays text', () => {
    const text = policyText('<img src=x onerror="alert(1)">Smoking &lt;not&gt; allowed<script>');
    expect(text).toBe('Smoking <not> allowed');
    expect(text).not.toMatch(/onerror|script/);
  });
});

describe('cancellationWindows', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('lists the windows still ahead, in order, with their charge', () => {
    expect(
      cancellationWindows(
        [
          {
            rules: [
              {
                start: '2026-03-10T12:00:00Z',
                end: '2026-03-15T06:30:00Z',
                estimatedValue: 4000,
              },
              { start: '2026-02-01T00:00:00Z', end: '2026-03-10T12:00:00Z', estimatedValue: 0 },
              { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z', estimatedValue: 0 },
            ],
          },
        ],
        now,
      ),
    ).toEqual([
      { start: '2026-02-01T00:00:00Z', end: '2026-03-10T12:00:00Z', charge: 0 },
      { start: '2026-03-10T12:00:00Z', end: '2026-03-15T06:30:00Z', charge: 4000 },
    ]);
  });
});

describe('fareLines', () => {
  it('shows the server figures in paise, the total amount before the discount', () => {
    expect(
      fareLines({
        roomRate: 10_000.1,
        taxes: 1_200.2,
        discount: 1_000,
        total: 10_200.3,
        currency: 'INR',
      }),
    ).toEqual({
      totalAmount: 1_120_030n,
      roomRate: 1_000_010n,
      taxes: 120_020n,
      discount: 100_000n,
      totalPayable: 1_020_030n,
    });
  });
});

import { rupeesToPaise } from '@kosh/contract/common/money';
import type {
  HotelBookingStatus,
  HotelGuest,
  HotelItineraryDetails,
  HotelPaymentMethod,
} from '@kosh/contract/hotel-booking';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { ApiError } from '@/lib/api-client';

/*
 * The payment page's decisions, kept pure so they are tested without a browser: what a failed
 * MAKE PAYMENT means, what a booking's status says, what the wallet lacks, how the itinerary's
 * rooms and rules read.
 */

/** What a failed book call asks of the page. */
export type BookFailure =
  /** 401: the app has already signed the customer out and sent them to log in. */
  | { kind: 'signed-out' }
  /** 410: the itinerary's hour is over — the Session Expired modal. */
  | { kind: 'expired' }
  /** 409: the stay costs another figure now (the itinerary holds the new fare). */
  | { kind: 'price-changed'; previous: string | null; total: string | null }
  /** 422: the wallet holds less than the fare. */
  | { kind: 'insufficient'; error: ApiError }
  /** 409: a booking of this itinerary is already under way (or made). */
  | { kind: 'in-progress'; error: ApiError }
  /** 422: no traveller was given (the room page was skipped). */
  | { kind: 'travellers-missing'; error: ApiError }
  /** Anything else: said in the error toast (the server's words, or the network's). */
  | { kind: 'error'; error: unknown };

const param = (error: ApiError, name: string): string | null => {
  const value = error.params?.[name];
  return value === undefined || value === null ? null : String(value);
};

export function bookFailureOf(error: unknown): BookFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', error };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 410 || error.code === 'HOTEL_SESSION_EXPIRED') return { kind: 'expired' };
  switch (error.code) {
    case 'HOTEL_PRICE_CHANGED':
      return {
        kind: 'price-changed',
        previous: param(error, 'previous'),
        total: param(error, 'total'),
      };
    case 'INSUFFICIENT_BALANCE':
      return { kind: 'insufficient', error };
    case 'HOTEL_BOOKING_IN_PROGRESS':
      return { kind: 'in-progress', error };
    case 'HOTEL_TRAVELLERS_MISSING':
      return { kind: 'travellers-missing', error };
    default:
      return { kind: 'error', error };
  }
}

/**
 * A booking that stands for this itinerary: paid or being paid. Paying again only reaches it
 * (the server answers the same booking), so the page offers the booking instead. A booking
 * awaiting payment is not one: MAKE PAYMENT opens its checkout again.
 */
export function isSettledOrUnderWay(status: HotelBookingStatus): boolean {
  return status === 'processing' || status === 'pending' || status === 'confirmed';
}

/**
 * The one toast a booking's state gets once paying is over, and its kind: a catalogue code, or
 * (`code` null) the page's own "payment received" for a booking the supplier is still being
 * asked about — paid, not yet confirmed, not yet waiting on the hotel either.
 */
export function bookingOutcome(status: HotelBookingStatus): {
  tone: 'success' | 'info' | 'error';
  code: MessageCode | null;
} {
  switch (status) {
    case 'confirmed':
      return { tone: 'success', code: 'HOTEL_BOOKING_CONFIRMED' };
    case 'pending':
      return { tone: 'info', code: 'HOTEL_BOOKING_PENDING' };
    case 'processing':
      return { tone: 'info', code: null };
    case 'awaiting_payment':
      return { tone: 'info', code: 'HOTEL_PAYMENT_NOT_CAPTURED' };
    case 'failed':
      return { tone: 'error', code: 'HOTEL_BOOKING_REFUSED' };
    case 'cancelled':
      return { tone: 'info', code: 'HOTEL_BOOKING_CANCELLED' };
    case 'abandoned':
      return { tone: 'error', code: 'HOTEL_BOOKING_FAILED' };
  }
}

/**
 * What the wallet lacks to pay `totalRupees`, in paise (0n when it is enough). Compared in paise,
 * never in floating rupees.
 */
export function walletShortfallPaise(balancePaise: bigint, totalRupees: number): bigint {
  const total = rupeesToPaise(totalRupees);
  return total > balancePaise ? total - balancePaise : 0n;
}

/** The room page, where the travellers are given (and changed). */
export const roomPagePath = (code: string) => `/hotelroomslayout/${encodeURIComponent(code)}`;

/** A booking's own page, where paying ends. */
export const bookingPagePath = (bookingId: string) =>
  `/my-bookings/${encodeURIComponent(bookingId)}`;

/** The lead guest: the one marked so, or the first. */
export function leadGuestOf(travellers: readonly HotelGuest[]): HotelGuest | null {
  return travellers.find((guest) => guest.isLeadGuest) ?? travellers[0] ?? null;
}

/** The rooms of the stay by type, in the supplier's order: "2 × Deluxe Room". */
export function roomTypeCounts(
  rooms: HotelItineraryDetails['staticContent'][number]['rooms'],
): { type: string; name: string; count: number }[] {
  const counts = new Map<string, { type: string; name: string; count: number }>();
  for (const room of rooms) {
    const key = `${room.type}\u0000${room.name}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { type: room.type, name: room.name, count: 1 });
  }
  return [...counts.values()];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A supplier's policy text as plain words. It may carry simple HTML (paragraphs, breaks, lists):
 * their breaks become line breaks, every tag goes, the common entities are decoded. Shown as
 * text — never as markup — so nothing the supplier sends can run in the page.
 */
export function policyText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** One window of a rate's cancellation rules, as the page words it. */
export interface CancellationWindow {
  start: string;
  end: string;
  /** What cancelling in the window costs, in rupees; 0 is a free cancellation. */
  charge: number;
}

/**
 * The itinerary's cancellation rules in the order they apply (by start), windows already over
 * left out: the customer can act only on what is still ahead.
 */
export function cancellationWindows(
  policies: HotelItineraryDetails['cancellationPolicies'],
  now: Date = new Date(),
): CancellationWindow[] {
  return policies
    .flatMap((policy) => policy.rules)
    .filter((rule) => Date.parse(rule.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((rule) => ({ start: rule.start, end: rule.end, charge: rule.estimatedValue }));
}

/**
 * The Fare Summary's lines in paise (docs/product-2.md §2: total amount, room rates, taxes & charges,
 * discount, total payable). The figures are the server's; "total amount" is the stay before the
 * promotion, room rates plus taxes — added in paise, never in floating rupees.
 */
export function fareLines(amount: HotelItineraryDetails['amount']) {
  const roomRate = rupeesToPaise(amount.roomRate);
  const taxes = rupeesToPaise(amount.taxes);
  return {
    totalAmount: roomRate + taxes,
    roomRate,
    taxes,
    discount: rupeesToPaise(amount.discount),
    totalPayable: rupeesToPaise(amount.total),
  };
}

/**
 * The method chosen for an itinerary survives a detour to log in (this tab only); another stay
 * starts from the spec's default, UPI.
 */
const methodKey = (code: string) => `kosh.hotel.paymentMethod.${code}`;

export function rememberMethod(code: string, method: HotelPaymentMethod) {
  try {
    sessionStorage.setItem(methodKey(code), method);
  } catch {
    // Blocked storage: the choice is only not remembered across the login.
  }
}

export function rememberedMethod(
  code: string,
  methods: readonly HotelPaymentMethod[],
  fallback: HotelPaymentMethod,
): HotelPaymentMethod {
  try {
    const stored = sessionStorage.getItem(methodKey(code));
    return methods.find((m) => m === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

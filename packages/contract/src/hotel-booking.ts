import { z } from 'zod';
import { PAN_PATTERN } from './common/kyc-formats';
import { MOBILE_PATTERN } from './common/patterns';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import {
  hotelCancellationRuleSchema,
  hotelDateSchema,
  hotelRateSchema,
  hotelRoomSchema,
  hotelTraceIdSchema,
} from './hotels';
import { issue } from './messages/catalogue';
import { verifyPaymentRequestSchema } from './wallet';

/*
 * Hotels II (docs/product-2.md §2 Room and guest page, Payment review page; §3 Lead guest, Itinerary
 * details; §4; §5 Traveller form; §7 selectRoomRates, allocateRooms, getItineraryDetails): the room
 * and its traveller, the fare with a promotion, and — Kosh's own calls past the spec's MAKE PAYMENT —
 * paying, the booking, its voucher and its cancellation. Amounts are rupee numbers on the wire and
 * paise everywhere else; no amount the server charges ever comes from the client.
 */

// ---- constants (docs/product-2.md §9) -------------------------------------------------------------------

export const HOTEL_GUEST_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export type HotelGuestTitle = (typeof HOTEL_GUEST_TITLES)[number];
export const HOTEL_ISD_CODE = '91';
export const HOTEL_GUEST_TYPE = 'adult';
/** A guest's first or last name: letters, spaces, `.`, `'`, `-` (the supplier's rule). */
export const HOTEL_GUEST_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]{0,49}$/;
export const HOTEL_GUEST_NAME_MAX = 50;
export const HOTEL_EMAIL_MAX = 60;
export const HOTEL_PASSPORT_PATTERN = /^[A-Z0-9]{6,9}$/;
export const HOTEL_SPECIAL_REQUESTS_MAX = 500;
/** Guests must be at least this old to check in (the itinerary's `checkinInfo.minAge`). */
export const HOTEL_MIN_CHECKIN_AGE = 18;

/** The payment methods of the payment page, in its order (docs/product-2.md §9); UPI is the default. */
export const HOTEL_PAYMENT_METHODS = [
  'UPI',
  'CREDIT_CARD',
  'AMEX',
  'DEBIT_CARD',
  'NET_BANKING',
  'EMI',
  'WALLET',
  'GOOGLE_PAY',
] as const;
export type HotelPaymentMethod = (typeof HOTEL_PAYMENT_METHODS)[number];
export const HOTEL_DEFAULT_PAYMENT_METHOD: HotelPaymentMethod = 'UPI';
/** Every method but the wallet goes through the payment gateway's checkout. */
export const isGatewayMethod = (method: HotelPaymentMethod): boolean => method !== 'WALLET';

/** The promotions the server knows (docs/product-2.md §9 names the first three; the server holds the rules). */
export const HOTEL_PROMO_CODES = ['HOTEL10', 'SUMMER15', 'WEEKEND5'] as const;
export const HOTEL_PROMO_CODE_MAX = 20;

/**
 * A booking's life:
 * - `awaiting_payment`: a gateway order is open, nothing is paid yet;
 * - `processing`: the money is held (wallet) or captured (gateway); the supplier is being asked;
 * - `pending`: the supplier has not confirmed yet (it will, or it will be cancelled and refunded);
 * - `confirmed`: the hotel holds the room and Kosh the money; the voucher is ready;
 * - `failed`: the supplier refused (or the price moved after payment): the money goes back in full;
 * - `cancelled`: cancelled by the customer; the refund the rate's rules promised goes back;
 * - `abandoned`: a checkout never paid, closed after the session ended (nothing moved).
 */
export const HOTEL_BOOKING_STATUSES = [
  'awaiting_payment',
  'processing',
  'pending',
  'confirmed',
  'failed',
  'cancelled',
  'abandoned',
] as const;
export type HotelBookingStatus = (typeof HOTEL_BOOKING_STATUSES)[number];

/** Where money that goes back stands: none owed, owed (being sent), or back with the customer. */
export const HOTEL_REFUND_STATUSES = ['none', 'due', 'refunded'] as const;
export type HotelRefundStatus = (typeof HOTEL_REFUND_STATUSES)[number];

export const HOTEL_BOOKING_SCOPES = ['upcoming', 'past'] as const;
export type HotelBookingScope = (typeof HOTEL_BOOKING_SCOPES)[number];

// ---- the itinerary code in a path ------------------------------------------------------------

/** `/hotelroomslayout/{code}`: the itinerary code createItineraryV2 gave. */
export const hotelItineraryCodeSchema = text({ error: issue('HOTEL_ITINERARY_CODE_MISSING') })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, issue('HOTEL_ITINERARY_CODE_MISSING'));
export const hotelItineraryParamsSchema = z.object({ code: hotelItineraryCodeSchema });

const shortId = (code: 'HOTEL_RATE_UNKNOWN' | 'HOTEL_ROOM_UNKNOWN') =>
  text({ error: issue(code) })
    .trim()
    .min(1, { error: issue(code), abort: true })
    .max(100, issue(code));

const itemsSchema = z
  .array(
    z.object({
      code: hotelItineraryCodeSchema,
      type: z.literal('HOTEL', { error: issue('HOTEL_ITINERARY_CODE_MISSING') }),
    }),
    { error: issue('HOTEL_ITINERARY_CODE_MISSING') },
  )
  .min(1, issue('HOTEL_ITINERARY_CODE_MISSING'))
  .max(1, issue('HOTEL_ITINERARY_CODE_MISSING'));

// ---- the fare (server-computed, never taken from the client) ---------------------------------

export const hotelFareSchema = z.object({
  /** The stay before taxes: every room, every night. */
  roomRate: z.number(),
  /** Taxes and fees of the stay. */
  taxes: z.number(),
  /** The promotion's saving (0 without one). */
  discount: z.number(),
  /** What the customer pays: roomRate + taxes − discount. */
  total: z.number(),
  currency: z.literal('INR'),
  /** The promotion applied, or null. */
  promoCode: z.string().nullable(),
  nights: z.number().int(),
  rooms: z.number().int(),
});
export type HotelFare = z.infer<typeof hotelFareSchema>;

export const hotelPromotionSchema = z.object({
  code: z.string(),
  /** "10% off on hotel bookings" — the catalogue code's words; the web translates `messageCode`. */
  description: z.string(),
  messageCode: z.string(),
  percent: z.number(),
  /** The most it takes off, in rupees. */
  maxDiscount: z.number(),
  /** The last day it can be used (yyyy-MM-dd, India), or null. */
  validUntil: z.string().nullable(),
});
export type HotelPromotion = z.infer<typeof hotelPromotionSchema>;

/** The room page's hotel summary (docs/product-2.md §2 Room and guest page). */
export const hotelStaySummarySchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  stars: z.number().int(),
  /** The big WebP picture, or '' when the hotel has none. */
  heroImage: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  /** Adults plus children over every room. */
  guests: z.number().int(),
  occupancies: z.array(z.object({ numOfAdults: z.number(), childAges: z.array(z.number()) })),
  refundable: z.boolean(),
});
export type HotelStaySummary = z.infer<typeof hotelStaySummarySchema>;

// ---- the traveller (docs/product-2.md §3 Lead guest, §5 Traveller form) ---------------------------------

const guestName = (required: 'HOTEL_FIRST_NAME_REQUIRED' | 'HOTEL_LAST_NAME_REQUIRED') =>
  text({ error: issue(required) })
    .trim()
    .min(1, { error: issue(required), abort: true })
    .max(HOTEL_GUEST_NAME_MAX, issue('HOTEL_GUEST_NAME_INVALID'))
    .regex(HOTEL_GUEST_NAME_PATTERN, issue('HOTEL_GUEST_NAME_INVALID'));

/** Empty, null or absent: not given. */
const optionalText = (schema: z.ZodType<string, string>) =>
  // `.optional()` (not a union with undefined) is what lets the key be left out altogether.
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * One guest as the form and `allocateRooms` send it. PAN and passport are checked against the
 * rate on the server (`hotelGuestDocumentIssue`): required when it marks them mandatory, cleared
 * (stored as null) when it does not.
 */
export const hotelGuestSchema = z.object({
  title: z.enum(HOTEL_GUEST_TITLES, { error: issue('HOTEL_TITLE_REQUIRED') }),
  firstName: guestName('HOTEL_FIRST_NAME_REQUIRED'),
  lastName: guestName('HOTEL_LAST_NAME_REQUIRED'),
  contactNumber: text({ error: issue('HOTEL_CONTACT_REQUIRED') })
    .trim()
    .min(1, { error: issue('HOTEL_CONTACT_REQUIRED'), abort: true })
    .regex(MOBILE_PATTERN, issue('MOBILE_INVALID')),
  email: text({ error: issue('HOTEL_EMAIL_REQUIRED') })
    .trim()
    .min(1, { error: issue('HOTEL_EMAIL_REQUIRED'), abort: true })
    .max(HOTEL_EMAIL_MAX, issue('HOTEL_EMAIL_INVALID'))
    .pipe(z.email(issue('HOTEL_EMAIL_INVALID'))),
  isLeadGuest: z.boolean().default(true),
  type: z.literal(HOTEL_GUEST_TYPE).default(HOTEL_GUEST_TYPE),
  isdCode: z.literal(HOTEL_ISD_CODE, { error: issue('HOTEL_ISD_CODE') }).default(HOTEL_ISD_CODE),
  panCardNumber: optionalText(
    text()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(PAN_PATTERN, issue('HOTEL_PAN_INVALID'))),
  ),
  passportNumber: optionalText(
    text()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(HOTEL_PASSPORT_PATTERN, issue('HOTEL_PASSPORT_INVALID'))),
  ),
  passportExpiry: optionalText(hotelDateSchema('HOTEL_CHECKOUT_REQUIRED')),
});
export type HotelGuestInput = z.input<typeof hotelGuestSchema>;
export type HotelGuest = z.output<typeof hotelGuestSchema>;

/**
 * A guest as the server answers it: hotelGuestSchema's output, written plainly. The answers use
 * this one, not hotelGuestSchema, whose transforms (trim, upper case, '' → null) only parse: the
 * answer's serializer encodes, and a transform cannot be encoded.
 */
export const hotelGuestAnswerSchema = z.object({
  title: z.enum(HOTEL_GUEST_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  isLeadGuest: z.boolean(),
  type: z.literal(HOTEL_GUEST_TYPE),
  isdCode: z.literal(HOTEL_ISD_CODE),
  panCardNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
}) satisfies z.ZodType<HotelGuest>;

/**
 * What the rate asks of the lead guest's documents (docs/product-2.md §4 Conditional guest fields): the
 * first problem, or null. Passport expiry must be after check-out (the guest travels on it).
 */
export function hotelGuestDocumentIssue(
  guest: Pick<HotelGuest, 'panCardNumber' | 'passportNumber' | 'passportExpiry'>,
  rate: { IsPANMandatory: boolean; IsPassportMandatory: boolean },
  checkOut: string,
): {
  field: 'panCardNumber' | 'passportNumber' | 'passportExpiry';
  code: HotelDocumentCode;
} | null {
  if (rate.IsPANMandatory && !guest.panCardNumber)
    return { field: 'panCardNumber', code: 'HOTEL_PAN_REQUIRED' };
  if (rate.IsPassportMandatory) {
    if (!guest.passportNumber) return { field: 'passportNumber', code: 'HOTEL_PASSPORT_REQUIRED' };
    if (!guest.passportExpiry)
      return { field: 'passportExpiry', code: 'HOTEL_PASSPORT_EXPIRY_REQUIRED' };
    if (guest.passportExpiry <= checkOut)
      return { field: 'passportExpiry', code: 'HOTEL_PASSPORT_EXPIRED' };
  }
  return null;
}
type HotelDocumentCode =
  | 'HOTEL_PAN_REQUIRED'
  | 'HOTEL_PASSPORT_REQUIRED'
  | 'HOTEL_PASSPORT_EXPIRY_REQUIRED'
  | 'HOTEL_PASSPORT_EXPIRED';

/** The guest as the rate wants it kept: documents it does not ask for are cleared. */
export function clearUnaskedDocuments<G extends HotelGuest>(
  guest: G,
  rate: { IsPANMandatory: boolean; IsPassportMandatory: boolean },
): G {
  return {
    ...guest,
    panCardNumber: rate.IsPANMandatory ? guest.panCardNumber : null,
    passportNumber: rate.IsPassportMandatory ? guest.passportNumber : null,
    passportExpiry: rate.IsPassportMandatory ? guest.passportExpiry : null,
  };
}

// ---- POST hotel/selectRoomRates/{code} -------------------------------------------------------

export const selectRoomRatesRequestSchema = z.object({
  traceId: hotelTraceIdSchema,
  recommendationId: shortId('HOTEL_RATE_UNKNOWN'),
  roomsAndRateAllocations: z
    .array(
      z.object({
        rateId: shortId('HOTEL_RATE_UNKNOWN'),
        roomId: shortId('HOTEL_ROOM_UNKNOWN'),
        /** The spec's default: 2 adults. The server books the search's occupancies whatever this says. */
        occupancy: z
          .object({ adults: z.number().int().min(1).max(12).default(2) })
          .default({ adults: 2 }),
      }),
      { error: issue('HOTEL_ROOM_DATA_MISSING') },
    )
    .min(1, issue('HOTEL_ROOM_DATA_MISSING'))
    .max(1, issue('HOTEL_ROOM_DATA_MISSING')),
  items: itemsSchema,
});
export type SelectRoomRatesRequest = z.input<typeof selectRoomRatesRequestSchema>;

export const selectedRoomAndRateSchema = z.object({
  recommendationId: z.string(),
  /** The rate with its policies, IsPANMandatory and IsPassportMandatory (docs/product-2.md §7). */
  rate: hotelRateSchema,
  /** The room type booked (each of `rate.rooms` is one of it). */
  room: hotelRoomSchema,
});

export const selectRoomRatesResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(
    z.object({
      items: z.array(
        z.object({
          code: z.string(),
          type: z.literal('HOTEL'),
          selectedRoomsAndRates: z.array(selectedRoomAndRateSchema),
        }),
      ),
      hotel: hotelStaySummarySchema,
      fare: hotelFareSchema,
      /** The promotions the Apply Promo Code box offers. */
      promotions: z.array(hotelPromotionSchema),
      /** The travellers already given for this itinerary (a page reloaded keeps them), or []. */
      guests: z.array(hotelGuestAnswerSchema),
      traceId: z.string(),
      /** When the itinerary stops answering (ISO 8601): the room page's one-hour timer. */
      expiresAt: z.string(),
    }),
  ),
});
export type SelectRoomRatesResponse = z.infer<typeof selectRoomRatesResponseSchema>;

// ---- POST hotel/applyPromo/{code} (Kosh) -----------------------------------------------------

export const applyPromoRequestSchema = z.object({
  traceId: hotelTraceIdSchema,
  /** '' or null takes the promotion off. */
  promoCode: text({ error: issue('HOTEL_PROMO_UNKNOWN') })
    .trim()
    .max(HOTEL_PROMO_CODE_MAX, issue('HOTEL_PROMO_UNKNOWN'))
    .transform((v) => v.toUpperCase())
    .nullish()
    .transform((v) => v || null),
});
export type ApplyPromoRequest = z.input<typeof applyPromoRequestSchema>;

export const applyPromoResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({ fare: hotelFareSchema, promotion: hotelPromotionSchema.nullable() }),
});
export type ApplyPromoResponse = z.infer<typeof applyPromoResponseSchema>;

// ---- POST hotel/allocateRooms/{code} ---------------------------------------------------------

export const allocateRoomsRequestSchema = z.object({
  traceId: hotelTraceIdSchema,
  roomsAllocations: z
    .array(
      z.object({
        rateId: shortId('HOTEL_RATE_UNKNOWN'),
        roomId: shortId('HOTEL_ROOM_UNKNOWN'),
        /** The lead guest (exactly one, in the first allocation); the supplier needs no other names. */
        guests: z
          .array(hotelGuestSchema, { error: issue('HOTEL_LEAD_GUEST_REQUIRED') })
          .min(1, issue('HOTEL_LEAD_GUEST_REQUIRED'))
          .max(12, issue('HOTEL_MAX_GUESTS')),
      }),
      { error: issue('HOTEL_ROOM_DATA_MISSING') },
    )
    .min(1, issue('HOTEL_ROOM_DATA_MISSING'))
    .max(1, issue('HOTEL_ROOM_DATA_MISSING')),
  specialRequests: optionalText(
    text().trim().max(HOTEL_SPECIAL_REQUESTS_MAX, issue('HOTEL_SPECIAL_REQUESTS_LONG')),
  ),
});
export type AllocateRoomsRequest = z.input<typeof allocateRoomsRequestSchema>;

export const allocateRoomsResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({
    code: z.string(),
    traceId: z.string(),
    guests: z.array(hotelGuestAnswerSchema),
    fare: hotelFareSchema,
  }),
});
export type AllocateRoomsResponse = z.infer<typeof allocateRoomsResponseSchema>;

// ---- GET hotel/getItineraryDetails/{code}?traceId= -------------------------------------------

export const getItineraryDetailsQuerySchema = z.object({
  /** The spec's default is 0 (no trace): answered as an expired session. */
  traceId: text().trim().max(100).default('0'),
});

export const hotelItineraryRoomSchema = z.object({
  type: z.string(),
  name: z.string(),
  area: z.object({ squareFeet: z.number().int().nullable() }),
  views: z.array(z.string()),
  beds: z.array(z.string()),
  groupedFacilities: z.array(z.object({ name: z.string(), facilities: z.array(z.string()) })),
  /** The guests of this room. */
  adults: z.number().int(),
  childAges: z.array(z.number().int()),
});

export const hotelItineraryDetailsSchema = z.object({
  /** Tax collected at source applies to overseas packages; a stay in India never has it. */
  isTCSApplicable: z.boolean(),
  nights: z.number().int(),
  guests: z.number().int(),
  amount: z.object({
    total: z.number(),
    roomRate: z.number(),
    taxes: z.number(),
    discount: z.number(),
    currency: z.literal('INR'),
  }),
  staticContent: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      stars: z.number().int(),
      heroImage: z.string(),
      checkinInfo: z.object({ minAge: z.number().int(), time: z.string() }),
      checkoutInfo: z.object({ time: z.string() }),
      rooms: z.array(hotelItineraryRoomSchema),
      /** The hotel's facility tags (at most 5). */
      facilities: z.array(z.string()),
    }),
  ),
  code: z.string(),
  traceId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  refundable: z.boolean(),
  mealPlan: z.string(),
  breakfastIncluded: z.boolean(),
  cancellationPolicies: z.array(z.object({ rules: z.array(hotelCancellationRuleSchema) })),
  policies: z.array(z.object({ type: z.string(), text: z.string() })),
  travellers: z.array(hotelGuestAnswerSchema),
  specialRequests: z.string().nullable(),
  promoCode: z.string().nullable(),
  expiresAt: z.string(),
  /** The booking made from this itinerary, when there is one (paid, or being paid). */
  booking: z.object({ bookingId: z.string(), status: z.enum(HOTEL_BOOKING_STATUSES) }).nullable(),
});
export type HotelItineraryDetails = z.infer<typeof hotelItineraryDetailsSchema>;

export const getItineraryDetailsResponseSchema = successEnvelope(['result', 'success'], {
  data: z.object({ results: z.array(hotelItineraryDetailsSchema) }),
});
export type GetItineraryDetailsResponse = z.infer<typeof getItineraryDetailsResponseSchema>;

// ---- the booking (Kosh) -----------------------------------------------------------------------

export const hotelBookingSchema = z.object({
  bookingId: z.string(),
  /** Kosh's reference the customer quotes: "KH" + 10 characters. */
  reference: z.string(),
  status: z.enum(HOTEL_BOOKING_STATUSES),
  itineraryCode: z.string(),
  hotel: z.object({
    hotelId: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    stars: z.number().int(),
    heroImage: z.string(),
    phones: z.array(z.string()),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.number().int(),
  roomName: z.string(),
  mealPlan: z.string(),
  refundable: z.boolean(),
  leadGuest: hotelGuestAnswerSchema,
  fare: hotelFareSchema,
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS),
  /** The supplier's booking id (`HB…`) and the hotel's confirmation number, once known. */
  supplierBookingId: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  cancellationPolicies: z.array(z.object({ rules: z.array(hotelCancellationRuleSchema) })),
  policies: z.array(z.object({ type: z.string(), text: z.string() })),
  /** Why it failed, in the customer's words, or null. */
  failureReason: z.string().nullable(),
  refund: z.object({
    status: z.enum(HOTEL_REFUND_STATUSES),
    /** What goes (or went) back, in rupees; the cancellation's penalty is what stays. */
    amount: z.number(),
    penalty: z.number(),
    /** 'wallet' or 'gateway': where the money came from and goes back to. */
    to: z.enum(['wallet', 'gateway']),
    refundedAt: z.string().nullable(),
  }),
  /** Whether Cancel is offered now (confirmed or pending, before check-in day). */
  cancellable: z.boolean(),
  /** A voucher exists once the booking is confirmed (and stays for a cancelled one). */
  voucherUrl: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type HotelBooking = z.infer<typeof hotelBookingSchema>;

/** The gateway checkout a card/UPI booking opens (as top-ups do). Amount in paise. */
export const hotelCheckoutSchema = z.object({
  key: z.string(),
  scriptUrl: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type HotelCheckout = z.infer<typeof hotelCheckoutSchema>;

// POST /api/hotel/book/{code} (guarded; Idempotency-Key required)
export const bookHotelRequestSchema = z.object({
  traceId: hotelTraceIdSchema,
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS, { error: issue('HOTEL_PAYMENT_METHOD') }),
  /**
   * The total the customer was shown, in rupees. Never what is charged (the server's fare is): a
   * different figure means the customer saw an old price, and the answer is 409 HOTEL_PRICE_CHANGED.
   */
  expectedTotal: z
    .number({ error: issue('HOTEL_EXPECTED_TOTAL') })
    .positive(issue('HOTEL_EXPECTED_TOTAL')),
});
export type BookHotelRequest = z.input<typeof bookHotelRequestSchema>;

export const bookHotelResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({
    booking: hotelBookingSchema,
    /** Only for a gateway method whose booking awaits payment. */
    checkout: hotelCheckoutSchema.nullable(),
  }),
});
export type BookHotelResponse = z.infer<typeof bookHotelResponseSchema>;

/*
 * 409 HOTEL_PRICE_CHANGED (params `previous`, `total`, formatted rupees): the supplier's price
 * moved since the customer saw it; the itinerary now holds the new fare (getItineraryDetails).
 * Nothing was charged.
 */

// POST /api/hotel/bookings/{bookingId}/verifyPayment (the checkout's answer)
export const verifyHotelPaymentRequestSchema = verifyPaymentRequestSchema;

export const hotelBookingParamsSchema = z.object({
  bookingId: text()
    .trim()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      issue('HOTEL_BOOKING_NOT_FOUND'),
    ),
});

export const hotelBookingResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: hotelBookingSchema,
});
export type HotelBookingResponse = z.infer<typeof hotelBookingResponseSchema>;

// GET /api/hotel/bookings?scope=upcoming|past
export const hotelBookingsQuerySchema = z.object({
  scope: z.enum(HOTEL_BOOKING_SCOPES, { error: issue('HOTEL_BOOKING_SCOPE') }).default('upcoming'),
});
export const hotelBookingsResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(hotelBookingSchema),
});
export type HotelBookingsResponse = z.infer<typeof hotelBookingsResponseSchema>;

// GET /api/hotel/bookings/{bookingId}/cancellation — what cancelling now would refund
export const hotelCancellationQuoteSchema = z.object({
  bookingId: z.string(),
  /** The rule whose window holds this moment, or null (no rule: a full refund). */
  rule: hotelCancellationRuleSchema.nullable(),
  penalty: z.number(),
  refund: z.number(),
  to: z.enum(['wallet', 'gateway']),
  /** When the quote was made (ISO 8601); a later window may cost more. */
  asOf: z.string(),
});
export type HotelCancellationQuote = z.infer<typeof hotelCancellationQuoteSchema>;
export const hotelCancellationQuoteResponseSchema = successEnvelope(['result', 'success'], {
  data: hotelCancellationQuoteSchema,
});

// POST /api/hotel/bookings/{bookingId}/cancel (Idempotency-Key required)
export const cancelHotelBookingRequestSchema = z.object({
  /** The refund the customer was shown, in rupees; another figure now is 409 HOTEL_REFUND_CHANGED. */
  expectedRefund: z
    .number({ error: issue('HOTEL_EXPECTED_REFUND') })
    .min(0, issue('HOTEL_EXPECTED_REFUND')),
});
export type CancelHotelBookingRequest = z.input<typeof cancelHotelBookingRequestSchema>;

// ---- back office: GET /api/admin/hotel-bookings --------------------------------------------------

export const adminHotelBookingsQuerySchema = z.object({
  status: z.enum(HOTEL_BOOKING_STATUSES).optional(),
  /** A reference, supplier id, confirmation number, mobile or guest name (contains). */
  q: text().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const adminHotelBookingSchema = hotelBookingSchema.extend({
  customer: z.object({ userId: z.string(), name: z.string(), mobile: z.string() }),
  payment: z.object({
    method: z.enum(HOTEL_PAYMENT_METHODS),
    /** The gateway's order and payment ids, or null for a wallet booking. */
    gatewayOrderId: z.string().nullable(),
    gatewayPaymentId: z.string().nullable(),
    gatewayRefundIds: z.array(z.string()),
    /** The ledger transfers of the booking (the hold, its post or void, refunds). */
    transfers: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        amount: z.number(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  refundError: z.string().nullable(),
});
export type AdminHotelBooking = z.infer<typeof adminHotelBookingSchema>;

export const adminHotelBookingsResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminHotelBookingSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminHotelBookingsResponse = z.infer<typeof adminHotelBookingsResponseSchema>;

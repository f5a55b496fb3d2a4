import { z } from 'zod';
import { MoneyFormatError, rupeesToPaise } from '@kosh/contract/common/money';
import {
  SUPPLIER_LOCATION_TYPES,
  SUPPLIER_BOOKING_STATUSES,
  SUPPLIER_MEAL_PLANS,
  type SupplierBooking,
  type SupplierHotelBase,
  type SupplierHotelContent,
  type SupplierHotelSummary,
  type SupplierLocation,
  type SupplierRate,
  type SupplierRoom,
} from '../hotels.port';

/*
 * The hotel supplier's v1 answers and callbacks (snake_case, decimal rupee strings) as zod schemas
 * that hand back the port's shapes (camelCase, paise). Anything the schema does not describe is not
 * an answer to act on: the adapter turns a failed parse into HotelSupplierUnavailableError (a
 * callback's into CallbackRejectedError).
 */

const text = z.string().trim().min(1).max(500);
const longText = z.string().max(10_000);
const id = z.string().trim().min(1).max(80);

/**
 * Only http(s): these URLs end up in the browser's <img src>, where javascript: must never go. A
 * pattern rather than new URL(): a New Delhi answer has 1,300 of them.
 */
const imageUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i);

/** "4599.00" → 459900n; the contract's helper is the one place rupees become paise. */
const paise = z.string().transform((value, ctx) => {
  try {
    return rupeesToPaise(value);
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
    ctx.addIssue({ code: 'custom', message: `not an amount: ${error.code}` });
    return z.NEVER;
  }
});

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const locationsAnswer = z.object({
  locations: z.array(
    z
      .object({
        id,
        type: z.enum(SUPPLIER_LOCATION_TYPES),
        name: text,
        full_name: text,
        city_id: id,
        hotel_id: id.nullable(),
      })
      .transform((l): SupplierLocation => ({
        id: l.id,
        type: l.type,
        name: l.name,
        fullName: l.full_name,
        cityId: l.city_id,
        hotelId: l.hotel_id,
      })),
  ),
});

const facility = z.object({ code: id, name: text, group: text });

const hotelBaseShape = {
  id,
  name: text,
  stars: z.number().int().min(1).max(5),
  guest_rating: z
    .string()
    .regex(/^\d(\.\d)?$/)
    .transform(Number)
    .nullable(),
  review_count: z.number().int().min(0),
  address: text,
  city: text,
  area_id: id,
  area_name: text,
  property_type: text,
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  image: z.object({ small: imageUrl, big: imageUrl }),
  facilities: z.array(facility),
  flags: z.object({
    choice: z.boolean(),
    free_cancellation: z.boolean(),
    breakfast: z.boolean(),
    wifi: z.boolean(),
  }),
};

type HotelBaseAnswer = z.output<z.ZodObject<typeof hotelBaseShape>>;

function hotelBase(h: HotelBaseAnswer): SupplierHotelBase {
  return {
    id: h.id,
    name: h.name,
    stars: h.stars,
    guestRating: h.guest_rating,
    reviewCount: h.review_count,
    address: h.address,
    city: h.city,
    areaId: h.area_id,
    areaName: h.area_name,
    propertyType: h.property_type,
    // A hotel has both coordinates or neither.
    latitude: h.latitude === null || h.longitude === null ? null : h.latitude,
    longitude: h.latitude === null || h.longitude === null ? null : h.longitude,
    image: h.image,
    facilities: h.facilities,
    flags: {
      choice: h.flags.choice,
      freeCancellation: h.flags.free_cancellation,
      breakfast: h.flags.breakfast,
      wifi: h.flags.wifi,
    },
  };
}

const inr = z.literal('INR');
const mealPlan = z.enum(SUPPLIER_MEAL_PLANS);

export const availabilityAnswer = z.object({
  location: z.object({ id, full_name: text }),
  hotels: z.array(
    z
      .object({
        ...hotelBaseShape,
        min_rate: z.object({
          base_per_night: paise,
          tax_per_night: paise,
          total: paise,
          currency: inr,
          refundable: z.boolean(),
          meal_plan: mealPlan,
        }),
      })
      .transform((h): SupplierHotelSummary => ({
        ...hotelBase(h),
        minRate: {
          basePerNightPaise: h.min_rate.base_per_night,
          taxPerNightPaise: h.min_rate.tax_per_night,
          totalPaise: h.min_rate.total,
          refundable: h.min_rate.refundable,
          mealPlan: h.min_rate.meal_plan,
        },
      })),
  ),
});

const hotelContent = z
  .object({
    ...hotelBaseShape,
    description: longText,
    phones: z.array(text),
    check_in_time: text,
    check_out_time: text,
    min_age: z.number().int().min(0).max(100),
    images: z.array(
      z.object({
        caption: text,
        small_jpg: imageUrl,
        small_webp: imageUrl,
        big_jpg: imageUrl,
        big_webp: imageUrl,
      }),
    ),
    amenities: z.array(z.object({ category: text, items: z.array(text) })),
    attractions: z.array(
      z.object({
        name: text,
        kind: text,
        category: text,
        latitude,
        longitude,
        distance_km: z.number().min(0),
      }),
    ),
  })
  .transform((h): SupplierHotelContent => ({
    ...hotelBase(h),
    description: h.description,
    phones: h.phones,
    checkInTime: h.check_in_time,
    checkOutTime: h.check_out_time,
    minAge: h.min_age,
    images: h.images.map((i) => ({
      caption: i.caption,
      smallJpg: i.small_jpg,
      smallWebp: i.small_webp,
      bigJpg: i.big_jpg,
      bigWebp: i.big_webp,
    })),
    amenities: h.amenities,
    attractions: h.attractions.map((a) => ({
      name: a.name,
      kind: a.kind,
      category: a.category,
      latitude: a.latitude,
      longitude: a.longitude,
      distanceKm: a.distance_km,
    })),
  }));

/** A room's facility as a name, whether the supplier sends names or {code, name, group}. */
const roomFacility = z.union([text, facility.transform((f) => f.name)]);

const room = z
  .object({
    id,
    type: text,
    name: text,
    description: longText.default(''),
    area_sqft: z.number().min(0).nullable().default(null),
    view: text.nullable().default(null),
    bed_type: text.nullable().default(null),
    facilities: z.array(roomFacility).default([]),
    images: z.array(z.object({ small: imageUrl, big: imageUrl })).default([]),
  })
  .transform((r): SupplierRoom => ({
    id: r.id,
    type: r.type,
    name: r.name,
    description: r.description,
    areaSqft: r.area_sqft,
    view: r.view,
    bedType: r.bed_type,
    facilities: r.facilities,
    images: r.images,
  }));

const rate = z
  .object({
    id,
    room_id: id,
    meal_plan: mealPlan,
    refundable: z.boolean(),
    base_per_night: paise,
    tax_per_night: paise,
    total: paise,
    currency: inr,
    cancellation: z.array(z.object({ from: text, to: text, penalty: paise })),
    policies: z.array(z.object({ type: text, text: longText })),
    pan_required: z.boolean(),
    passport_required: z.boolean(),
  })
  .transform((r): SupplierRate => ({
    id: r.id,
    roomId: r.room_id,
    mealPlan: r.meal_plan,
    refundable: r.refundable,
    basePerNightPaise: r.base_per_night,
    taxPerNightPaise: r.tax_per_night,
    totalPaise: r.total,
    cancellation: r.cancellation.map((c) => ({ from: c.from, to: c.to, penaltyPaise: c.penalty })),
    policies: r.policies,
    panRequired: r.pan_required,
    passportRequired: r.passport_required,
  }));

export const ratesAnswer = z
  .object({
    hotel: hotelContent,
    rooms: z.array(room),
    rates: z.array(rate),
  })
  // A rate of a room the hotel does not have could not be shown or booked.
  .refine((a) => a.rates.every((r) => a.rooms.some((room) => room.id === r.roomId)), {
    message: 'a rate names a room the hotel does not list',
  });

export const errorAnswer = z.object({
  error: z.object({
    code: z.string().min(1).max(80),
    description: z.string().optional(),
    field: z.string().max(200).optional(),
    /** PRICE_CHANGED's price now. */
    current_total: paise.optional(),
  }),
});

/** An instant as the supplier writes it (ISO 8601 with its offset). */
const instant = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not an instant');

const booking = z
  .object({
    id,
    client_reference: id,
    status: z.enum(SUPPLIER_BOOKING_STATUSES),
    confirmation_number: id.nullable(),
    refusal_reason: longText.nullable(),
    hotel_id: id,
    rate_id: id,
    total: paise,
    currency: inr,
    cancellation: z.array(z.object({ from: instant, to: instant, penalty: paise })),
    created_at: instant,
    confirmed_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancellation_result: z.object({ penalty: paise, refund: paise }).nullable(),
  })
  .transform((b): SupplierBooking => ({
    id: b.id,
    clientReference: b.client_reference,
    status: b.status,
    confirmationNumber: b.confirmation_number,
    refusalReason: b.refusal_reason,
    hotelId: b.hotel_id,
    rateId: b.rate_id,
    totalPaise: b.total,
    cancellation: b.cancellation.map((c) => ({
      from: c.from,
      to: c.to,
      penaltyPaise: c.penalty,
    })),
    createdAt: b.created_at,
    confirmedAt: b.confirmed_at,
    cancelledAt: b.cancelled_at,
    cancellationResult: b.cancellation_result && {
      penaltyPaise: b.cancellation_result.penalty,
      refundPaise: b.cancellation_result.refund,
    },
  }))
  // A confirmed booking always has the hotel's number; a cancelled one, what cancelling came to.
  .refine((b) => b.status !== 'CONFIRMED' || b.confirmationNumber !== null, {
    message: 'a confirmed booking without a confirmation number',
  })
  .refine((b) => b.status !== 'CANCELLED' || b.cancellationResult !== null, {
    message: 'a cancelled booking without its cancellation result',
  });

export const bookingAnswer = z.object({ booking });

/** The header that carries the hex HMAC-SHA256 of a callback's raw body. */
export const HOTELS_SIGNATURE_HEADER = 'x-hotels-signature';

/** The supplier's callback: `booking.confirmed` with the booking as it is now. */
export const bookingCallbackBody = z.object({
  event_id: z.string().trim().min(1).max(80),
  event: z.string().trim().min(1).max(80),
  booking,
});

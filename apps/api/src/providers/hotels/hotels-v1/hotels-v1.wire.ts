import { z } from 'zod';
import {
  SUPPLIER_LOCATION_TYPES,
  type SupplierHotelBase,
  type SupplierHotelContent,
  type SupplierHotelSummary,
  type SupplierLocation,
  type SupplierRate,
  type SupplierRoom,
} from '../hotels.port';
import {
  id,
  imageUrl,
  inr,
  latitude,
  longText,
  longitude,
  mealPlan,
  paise,
  text,
} from './hotels-v1.wire-fields';

/*
 * The hotel supplier's v1 answers and callbacks (snake_case, decimal rupee strings) as zod schemas
 * that hand back the port's shapes (camelCase, paise). Anything the schema does not describe is not
 * an answer to act on: the adapter turns a failed parse into HotelSupplierUnavailableError (a
 * callback's into CallbackRejectedError).
 */

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

import {
  HOTEL_ATTRACTION_KINDS,
  hotelNights,
  type HotelAttractionKind,
  type HotelItinerary,
  type HotelRate,
  type HotelRoom,
} from '@kosh/contract/hotels';
import type {
  SupplierHotelContent,
  SupplierRate,
  SupplierRoom,
} from '../../../providers/hotels/hotels.port';
import {
  storedCancellation,
  toRupees,
  type StoredItinerary,
  type StoredOccupancy,
  type StoredRate,
} from '../stored';

const isAttractionKind = (kind: string): kind is HotelAttractionKind =>
  (HOTEL_ATTRACTION_KINDS as readonly string[]).includes(kind);

/** A supplier's room type as the spec's Room (docs/product-2.md §3: 'Unknown Type' when it has none). */
function wireRoom(r: SupplierRoom): HotelRoom {
  return {
    roomId: r.id,
    roomType: r.type.trim() || 'Unknown Type',
    roomName: r.name,
    roomDescription: r.description,
    bedType: r.bedType ?? '',
    facilities: r.facilities,
    images: r.images.map((i) => ({
      links: [
        { url: i.small, size: 'small' as const },
        { url: i.big, size: 'big' as const },
      ],
    })),
    area: { squareFeet: r.areaSqft === null ? null : Math.round(r.areaSqft) },
    view: r.view ?? '',
  };
}

/** A supplier's price and terms of a rate as a stored rate keeps them, in paise. */
export function rateTerms(rate: SupplierRate) {
  return {
    finalRatePaise: Number(rate.totalPaise),
    baseRatePaise: Number(rate.basePerNightPaise),
    taxAmountPaise: Number(rate.taxPerNightPaise),
    refundable: rate.refundable,
    mealPlan: rate.mealPlan,
    breakfastIncluded: rate.mealPlan !== 'ROOM_ONLY',
    cancellationPolicies: storedCancellation(rate.cancellation),
    policies: rate.policies,
    IsPANMandatory: rate.panRequired,
    IsPassportMandatory: rate.passportRequired,
  } satisfies Partial<StoredRate>;
}

/** A supplier's rate for the stay, with its room once per room asked; amounts stay in paise. */
function storedRate(rate: SupplierRate, room: HotelRoom, roomsAsked: number): StoredRate {
  return {
    rateId: rate.id,
    roomId: rate.roomId,
    currency: 'INR',
    rooms: Array.from({ length: roomsAsked }, () => room),
    ...rateTerms(rate),
  };
}

/**
 * What createItineraryV2 answers (and the itinerary keeps) for a hotel's rates: the hotel's page
 * content, and one recommendation per supplier rate, cheapest first. The supplier's adapter has
 * already checked that every rate names one of the hotel's rooms.
 */
export function itineraryContent(input: {
  code: string;
  traceId: string;
  checkIn: string;
  checkOut: string;
  occupancies: StoredOccupancy[];
  expiresAt: Date;
  hotel: SupplierHotelContent;
  rooms: SupplierRoom[];
  rates: SupplierRate[];
}): StoredItinerary {
  const { hotel, code } = input;
  const rooms = new Map(input.rooms.map((r) => [r.id, wireRoom(r)]));
  const rates = [...input.rates].sort((a, b) =>
    a.totalPaise < b.totalPaise ? -1 : a.totalPaise > b.totalPaise ? 1 : 0,
  );
  return {
    hotelId: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    address: hotel.address,
    city: hotel.city,
    description: hotel.description,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: hotelNights(input.checkIn, input.checkOut),
    occupancies: input.occupancies,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    images: hotel.images.map((i) => ({
      bigImage: i.bigJpg,
      bigImageWebp: i.bigWebp,
      smallImage: i.smallJpg,
      smallImageWebp: i.smallWebp,
      captionLabel: i.caption,
      url: i.bigWebp,
    })),
    recommendations: rates.flatMap((rate) => {
      const room = rooms.get(rate.roomId);
      if (!room) return [];
      return [
        {
          recommendationId: `rec-${rate.id}`,
          rates: [storedRate(rate, room, input.occupancies.length)],
        },
      ];
    }),
    amenitiesInfo: hotel.amenities,
    locationInfo: {
      hotelName: hotel.name,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      phones: hotel.phones,
      address: hotel.address,
    },
    // The map's menu knows the spec's seven kinds; a place of another kind has no menu entry.
    nearByAttractions: hotel.attractions
      .filter((a) => isAttractionKind(a.kind))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .map((a) => ({
        name: a.name,
        type: a.kind as HotelAttractionKind,
        category: a.category,
        distance: a.distanceKm,
        latitude: a.latitude,
        longitude: a.longitude,
      })),
    rating: hotel.guestRating ?? 'N/A',
    totalReviews: hotel.reviewCount,
    facilities: hotel.facilities.map((f) => ({ name: f.name, group: f.group })),
    itinerary: { code },
    items: [{ code, type: 'HOTEL' }],
    traceId: input.traceId,
    expiresAt: input.expiresAt.toISOString(),
  };
}

/** A stored rate as the wire carries it: its paise as rupees, without the supplier's room id. */
export function toWireRate({
  roomId: _roomId,
  finalRatePaise,
  baseRatePaise,
  taxAmountPaise,
  cancellationPolicies,
  ...rate
}: StoredRate): HotelRate {
  return {
    ...rate,
    finalRate: toRupees(finalRatePaise),
    baseRate: toRupees(baseRatePaise),
    taxAmount: toRupees(taxAmountPaise),
    // Paid in full from the wallet at booking (docs/hotels.md §2).
    payNow: toRupees(finalRatePaise),
    cancellationPolicies: cancellationPolicies.map((p) => ({
      rules: p.rules.map(({ penaltyPaise, ...rule }) => ({
        ...rule,
        estimatedValue: toRupees(penaltyPaise),
      })),
    })),
  };
}

/** A stored itinerary as the wire carries it: its rates' paise as rupees. */
export function toWireItinerary(content: StoredItinerary): HotelItinerary {
  return {
    ...content,
    recommendations: content.recommendations.map((rec) => ({
      recommendationId: rec.recommendationId,
      rates: rec.rates.map(toWireRate),
    })),
  };
}

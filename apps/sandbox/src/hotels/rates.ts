import { istInstant, istIsoString } from '@kosh/contract/common/ist-day';
import type { MealPlan } from './inventory/catalogue';
import type { RatePlan, RoomType } from './inventory/rooms';
import type { Hotel } from './inventory/types';
import { priceFields, rupees, type ImageUrls } from './hotel-summary';
import type { Price, StayPricing } from './pricing';

/** PAN is asked on any booking of ₹50,000 or more (Income Tax rules), in paise. */
const PAN_THRESHOLD_PAISE = 50_000_00;
/** Free cancellation ends this many days before check-in, at noon in India. */
const FREE_CANCELLATION_DAYS = 2;
const DAY_MS = 86_400_000;

/** yyyy-MM-dd at hh:mm in India, as milliseconds since the epoch. */
const istAt = (day: string, time: string) => istInstant(day, time).getTime();

const MEALS: Record<MealPlan, string> = {
  ROOM_ONLY: 'Room only: no meals are included.',
  BREAKFAST: 'Breakfast is included for every guest.',
  HALF_BOARD: 'Breakfast and one main meal (lunch or dinner) are included for every guest.',
  FULL_BOARD: 'Breakfast, lunch and dinner are included for every guest.',
};

function roomFacilities(hotel: Hotel, room: RoomType) {
  const has = (code: Hotel['facilities'][number]) => hotel.facilities.includes(code);
  const suite = /Suite|Villa|Apartment/.test(room.type);
  const list: [boolean, string][] = [
    [has('ac'), 'Air Conditioning'],
    [!has('ac') && hotel.seed.kind === 'hill', 'Room Heater'],
    [has('wifi'), 'Free Wi-Fi'],
    [/Pool Villa|Plunge Pool/.test(room.type), 'Private Pool'],
    [has('kitchenette') && suite, 'Kitchenette'],
    [suite && hotel.stars >= 4, 'Bathtub'],
    [hotel.stars >= 4 || room.factor >= 1.8, 'Minibar'],
    [/Sea|Valley|Mountain|Lake|River/.test(room.view), 'Balcony'],
    [true, 'Flat-screen TV'],
    [hotel.stars >= 2, 'Tea/Coffee Maker'],
    [hotel.stars >= 3, 'In-room Safe'],
    [hotel.stars >= 3, 'Hairdryer'],
    [/Executive|Club|Suite/.test(room.type), 'Work Desk'],
    [suite, 'Sofa'],
    [true, 'Daily Housekeeping'],
  ];
  return list.filter(([yes]) => yes).map(([, name]) => name);
}

function roomOf(hotel: Hotel, room: RoomType, images: ImageUrls) {
  const facilities = roomFacilities(hotel, room);
  return {
    id: room.id,
    type: room.type,
    name: `${room.type} with ${room.bed}`,
    description:
      `${room.areaSqft} sq ft, ${room.bed.toLowerCase()}, ${room.view.toLowerCase()}. ` +
      `${facilities.slice(0, 3).join(', ')} and more.`,
    area_sqft: room.areaSqft,
    view: room.view,
    bed_type: room.bed,
    facilities,
    images: [
      {
        small: images.room(hotel.id, room.id, 'small', 'webp'),
        big: images.room(hotel.id, room.id, 'big', 'webp'),
      },
    ],
  };
}

interface RateContext {
  hotel: Hotel;
  checkIn: string;
  checkInTime: string;
  checkOutTime: string;
  minAge: number;
  now: number;
}

/**
 * The penalty windows from now to check-in. Refundable: nothing until 2 days before check-in at
 * noon (India), then the whole amount; a window already past is left out. Non-refundable: the
 * whole amount from now on.
 */
function cancellation(rate: RatePlan, price: Price, context: RateContext) {
  const checkInAt = Math.max(context.now, istAt(context.checkIn, context.checkInTime));
  const total = rupees(price.totalPaise);
  const deadline = istAt(context.checkIn, '12:00') - FREE_CANCELLATION_DAYS * DAY_MS;
  if (rate.refundable && deadline > context.now) {
    return [
      { from: istIsoString(context.now), to: istIsoString(deadline), penalty: '0.00' },
      { from: istIsoString(deadline), to: istIsoString(checkInAt), penalty: total },
    ];
  }
  return [{ from: istIsoString(context.now), to: istIsoString(checkInAt), penalty: total }];
}

function policies(rate: RatePlan, panRequired: boolean, context: RateContext) {
  const deadline = istAt(context.checkIn, '12:00') - FREE_CANCELLATION_DAYS * DAY_MS;
  const list = [
    {
      type: 'Check-in',
      text:
        `Check-in from ${context.checkInTime}, check-out until ${context.checkOutTime}. ` +
        `Guests must be ${context.minAge} or older to check in.`,
    },
    {
      type: 'Identity',
      text: 'Every adult shows a government photo ID at check-in: Aadhaar, passport, driving licence or voter ID. PAN cards are not accepted.',
    },
    {
      type: 'Cancellation',
      text: rate.refundable
        ? `Free cancellation until ${istIsoString(deadline).slice(0, 10)} 12:00 IST; after that the full amount is charged.`
        : 'Non-refundable: the full amount is charged on cancellation, change or no-show.',
    },
    { type: 'Meals', text: MEALS[rate.mealPlan] },
    {
      type: 'Children',
      text: 'Children under 6 stay free in the existing beds; each child of 6 or more adds 10% to the room price.',
    },
  ];
  if (panRequired) {
    list.push({ type: 'PAN', text: "The lead guest's PAN is required to book this rate." });
  }
  if (context.hotel.passportRequired) {
    list.push({
      type: 'Passport',
      text: 'This hotel asks for the passport number and expiry date of the lead guest at booking.',
    });
  }
  return list;
}

/**
 * The rooms and rates of a hotel for a stay. Each rate covers every room asked (the same room
 * type for each), priced by the same StayPricing as the availability list, so the cheapest rate
 * here is the search's min_rate to the paisa.
 */
export function roomsAndRates(
  hotel: Hotel,
  pricing: Pick<StayPricing, 'price'>,
  images: ImageUrls,
  context: Omit<RateContext, 'hotel'>,
) {
  const full = { ...context, hotel };
  return {
    rooms: hotel.rooms.map((room) => roomOf(hotel, room, images)),
    rates: hotel.rates.map((rate) => {
      const price = pricing.price(rate);
      const panRequired = hotel.panAlways || price.totalPaise >= PAN_THRESHOLD_PAISE;
      return {
        id: rate.id,
        room_id: rate.room.id,
        meal_plan: rate.mealPlan,
        refundable: rate.refundable,
        ...priceFields(price),
        cancellation: cancellation(rate, price, full),
        policies: policies(rate, panRequired, full),
        pan_required: panRequired,
        passport_required: hotel.passportRequired,
      };
    }),
  };
}

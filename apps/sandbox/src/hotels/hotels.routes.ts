import type { FastifyInstance } from 'fastify';
import { istDate } from '@kosh/contract/common/ist-day';
import { safeEqual } from '../common/signing';
import { HotelFinder } from './availability';
import { BookingCallbacks } from './bookings/bookings.callbacks';
import { bookingControls, bookingsApi } from './bookings/bookings.routes';
import { HotelBookings } from './bookings/bookings.service';
import { hotelSummaryJson, ImageUrls } from './hotel-summary';
import { hotelsError, useHotelsErrors } from './hotels.errors';
import { failsRates } from './hotels.magic';
import { parseAvailability, parseLocationsQuery, parseRates } from './hotels.validation';
import { inventory } from './inventory/inventory';
import { LocationIndex } from './locations';
import { PriceRises } from './price-rises';
import { StayPricing } from './pricing';
import { stayOffer } from './stay-offer';

export interface HotelsOptions {
  /** The key callers send as X-Api-Key. */
  apiKey: string;
  /**
   * The sandbox's origin as a browser reaches it: picture URLs start with it. A function is asked
   * at each answer, so a test can give the port it listened on after building.
   */
  publicUrl: string | (() => string);
  /** The clock: what "today" and the cancellation windows count from. Tests set it. */
  now?: () => Date;
  /** Where a PENDING booking's confirmation is POSTed; none: no callbacks. */
  callbackUrl?: string | (() => string);
  /** Signs the callbacks (X-Hotels-Signature). */
  callbackSecret: string;
  /** Waits before each retry of a callback that failed. */
  callbackRetryDelaysMs: readonly number[];
  /** How long a Pending booking stays PENDING, and a Timeout booking's answer is held. */
  pendingMs: number;
  hangMs: number;
}

const NOT_FOUND_DESCRIPTION = {
  LOCATION_NOT_FOUND: 'No location has this id.',
  HOTEL_NOT_FOUND: 'No hotel has this id at this location.',
} as const;

/**
 * Plays a hotel supplier under /hotels/v1 (X-Api-Key): destination suggestions, availability with
 * each hotel's cheapest rate for the stay, a hotel's content, rooms and rates, and bookings
 * (bookings/; their test controls under /hotels/v1/test, no key). The inventory is generated, the
 * same on every machine (inventory/); magic values in hotels.magic.ts and bookings.magic.ts, the
 * price rises of hotels ending 77 in price-rises.ts.
 */
export function hotelsRoutes(options: HotelsOptions) {
  const publicUrl = options.publicUrl;
  const images = new ImageUrls(() =>
    (typeof publicUrl === 'function' ? publicUrl() : publicUrl).replace(/\/+$/, ''),
  );
  const now = options.now ?? (() => new Date());
  // Built at the first call, not at start: a sandbox that never sells hotels pays nothing.
  let finder: HotelFinder | undefined;
  let index: LocationIndex | undefined;
  const priceRises = new PriceRises();
  const bookings = new HotelBookings({
    images,
    now,
    priceRises,
    pendingMs: options.pendingMs,
    callbacks: options.callbackUrl
      ? new BookingCallbacks({
          url: options.callbackUrl,
          secret: options.callbackSecret,
          retryDelaysMs: options.callbackRetryDelaysMs,
        })
      : null,
  });

  const routes = async (app: FastifyInstance) => {
    useHotelsErrors(app);

    app.addHook('onRequest', async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !safeEqual(key, options.apiKey)) {
        return reply
          .status(401)
          .send(hotelsError('UNAUTHORIZED', 'A valid X-Api-Key header is required.'));
      }
    });

    await app.register(bookingsApi(bookings, options.hangMs));

    app.get('/locations', async (request, reply) => {
      const input = parseLocationsQuery(request.query);
      if (!input.ok) return reply.status(400).send(input.error);
      index ??= new LocationIndex(inventory());
      return { locations: index.search(input.value.q, input.value.limit) };
    });

    app.post('/availability', async (request, reply) => {
      const input = parseAvailability(request.body, istDate(now()));
      if (!input.ok) return reply.status(400).send(input.error);
      finder ??= new HotelFinder(inventory());
      const found = finder.find(input.value.locationId, input.value.hotelId);
      if (!found.ok) {
        const field = found.code === 'HOTEL_NOT_FOUND' ? 'hotel_id' : 'location_id';
        return reply
          .status(404)
          .send(hotelsError(found.code, NOT_FOUND_DESCRIPTION[found.code], field));
      }
      const pricing = new StayPricing(input.value);
      const location = { id: found.location.id, full_name: found.location.fullName };
      const hotels = found.hotels.map((hotel) => hotelSummaryJson(hotel, pricing, images));
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"location":${JSON.stringify(location)},"hotels":[${hotels.join(',')}]}`);
    });

    app.post<{ Params: { hotelId: string } }>('/hotels/:hotelId/rates', async (request, reply) => {
      const clock = now();
      const input = parseRates(request.body, istDate(clock));
      if (!input.ok) return reply.status(400).send(input.error);
      const hotel = inventory().hotelsById.get(request.params.hotelId);
      if (!hotel) {
        return reply.status(404).send(hotelsError('HOTEL_NOT_FOUND', 'No hotel has this id.'));
      }
      if (failsRates(hotel.id)) {
        return reply
          .status(500)
          .send(
            hotelsError(
              'SUPPLIER_ERROR',
              'The hotel’s rates could not be fetched. Try again later.',
            ),
          );
      }
      const dearer = priceRises.quote(hotel.id, input.value);
      return stayOffer(hotel, input.value, images, clock, dearer);
    });
  };

  return async (app: FastifyInstance) => {
    await app.register(routes, { prefix: '/hotels/v1' });
    await app.register(bookingControls(bookings), { prefix: '/hotels/v1/test' });
  };
}

import type { FastifyInstance } from 'fastify';
import type { HotelSupplier } from '../../providers/hotels/hotels.port';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createHotelBookingService } from './payment/hotel-booking.service';
import {
  createHotelBookingSettlement,
  type HotelBookingDeps,
} from './bookings/hotel-booking-settlement';
import { createHotelBookingsReconcile } from './bookings/hotel-bookings-reconcile';
import { createHotelBookingsRepository } from './hotel-bookings.repository';
import { hotelBookingsRoutes } from './bookings/hotel-bookings.routes';
import { createHotelCancellationService } from './cancellation/hotel-cancellation.service';
import type { HotelBookingSettler, HotelGatewayPayments } from './payment/hotel-payments.port';
import { createHotelSupplierCallbacks } from './hotel-supplier-callbacks';
import { createMyHotelBookingsService } from './bookings/my-hotel-bookings.service';
import { createHotelItineraryService } from './details/hotel-itinerary.service';
import { hotelRoomRoutes } from './room/hotel-room.routes';
import { createHotelRoomService } from './room/hotel-room.service';
import { createHotelSearchService } from './search/hotel-search.service';
import { createHotelSessionsService } from './search/hotel-sessions.service';
import { createHotelSuggestionsService } from './search/hotel-suggestions.service';
import { createHotelItinerariesRepository } from './hotel-itineraries.repository';
import { createHotelSessionsRepository } from './search/hotel-sessions.repository';
import { hotelsRoutes } from './search/hotel-search.routes';
import { createItineraryAccess } from './room/itinerary-access';

/**
 * Hotels (issue 13): suggestions, search sessions with their filters, sorts and pages, and a
 * hotel's itinerary, all answered from the hotel supplier; the map's tile configuration.
 * Hotels II (issue 14): the booking — paid from the wallet or at the gateway, booked at the
 * supplier, settled by its answer, callback or the reconcile job — My Bookings and cancellation.
 */
export function createHotelsModule(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'text' | 'faults' | 'log'> & {
    supplier: HotelSupplier;
    ledger: LedgerService;
    /** The gateway's side of bookings (card, UPI…), built on the booking core it calls back into. */
    gatewayPayments?: (
      core: HotelBookingDeps & { settler: HotelBookingSettler },
    ) => HotelGatewayPayments;
  },
) {
  const { db, config, clock, supplier } = deps;
  const repo = createHotelItinerariesRepository();
  const sessions = createHotelSessionsService({
    db,
    repo: createHotelSessionsRepository(),
    itineraries: repo,
    clock,
  });
  const access = createItineraryAccess({ db, repo, clock });

  // The gateway side is built after the settlement it calls back into; the core asks for it lazily.
  let gateway: HotelGatewayPayments | null = null;
  const core: HotelBookingDeps = {
    db,
    bookings: createHotelBookingsRepository(),
    ledger: deps.ledger,
    supplier,
    gateway: () => gateway,
    text: deps.text,
    // Both supplier calls of a settlement (a lookup, then a booking) and a margin.
    supplierLeaseMs: 2 * config.hotels.timeoutMs + 15_000,
    clock,
    faults: deps.faults,
    log: deps.log,
  };
  const settlement = createHotelBookingSettlement(core);
  gateway = deps.gatewayPayments?.({ ...core, settler: settlement }) ?? null;
  const bookingServices = {
    booking: createHotelBookingService({ ...core, itineraries: repo, access, settlement }),
    myBookings: createMyHotelBookingsService({ ...core, support: config.support }),
    cancellation: createHotelCancellationService(core),
    callbacks: createHotelSupplierCallbacks(core, settlement),
  };
  const hotels = {
    sessions,
    access,
    suggestions: createHotelSuggestionsService({ supplier }),
    search: createHotelSearchService({ sessions, supplier }),
    itinerary: createHotelItineraryService({ db, repo, sessions, supplier, clock }),
    room: createHotelRoomService({ db, repo, access, clock }),
    mapConfig: () => ({ ...config.hotelMap }),
    ...bookingServices,
    settlement,
    /** The hotel-bookings-reconcile job's run. */
    reconcileBookings: createHotelBookingsReconcile(core, settlement),
  };
  const services = { hotels };
  const routes = async (api: FastifyInstance) => {
    await api.register(hotelsRoutes(hotels));
    await api.register(hotelRoomRoutes(hotels.room));
    await api.register(
      hotelBookingsRoutes(bookingServices, { callbackSecret: config.hotels.callbackSecret }),
    );
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}

export type HotelsServices = ReturnType<typeof createHotelsModule>['services']['hotels'];

import type { FastifyInstance } from 'fastify';
import type { HotelSupplier } from '../../providers/hotels/hotels.port';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { HotelBookingDeps } from './bookings/hotel-booking-deps';
import { createHotelBookingSettlement } from './bookings/hotel-booking-settlement';
import { createHotelBookingsReconcile } from './bookings/hotel-bookings-reconcile';
import { hotelBookingsRoutes } from './bookings/hotel-bookings.routes';
import { createMyHotelBookingsService } from './bookings/my-hotel-bookings.service';
import { hotelCancellationRoutes } from './cancellation/hotel-cancellation.routes';
import { createHotelCancellationService } from './cancellation/hotel-cancellation.service';
import { hotelDetailsRoutes } from './details/hotel-details.routes';
import { createHotelItineraryService } from './details/hotel-itinerary.service';
import { createHotelBookingsRepository } from './hotel-bookings.repository';
import { createHotelItinerariesRepository } from './hotel-itineraries.repository';
import { createHotelSupplierCallbacks } from './hotel-supplier-callbacks';
import { hotelSupplierCallbackRoutes } from './hotel-supplier-callbacks.routes';
import { createHotelBookingService } from './payment/hotel-booking.service';
import { hotelPaymentRoutes } from './payment/hotel-payment.routes';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';
import type { HotelBookingSettler, HotelGatewayPayments } from './payment/hotel-payments.port';
import { createItineraryDetailsService } from './payment/itinerary-details.service';
import { hotelRoomRoutes } from './room/hotel-room.routes';
import { createHotelRoomService } from './room/hotel-room.service';
import { createItineraryAccess } from './room/itinerary-access';
import { hotelSearchRoutes } from './search/hotel-search.routes';
import { createHotelSearchService } from './search/hotel-search.service';
import { createHotelSessionsRepository } from './search/hotel-sessions.repository';
import { createHotelSessionsService } from './search/hotel-sessions.service';
import { createHotelSuggestionsService } from './search/hotel-suggestions.service';
import { hotelVoucherRoutes } from './voucher/hotel-voucher.routes';
import { createHotelVoucherService } from './voucher/hotel-voucher.service';

/**
 * Hotels (issue 13): suggestions, search sessions with their filters, sorts and pages, and a
 * hotel's itinerary, all answered from the hotel supplier; the map's tile configuration.
 * Hotels II (issue 14): the booking — paid from the wallet or at the gateway, booked at the
 * supplier, settled by its answer, callback or the reconcile job — My Bookings and cancellation.
 */
export function createHotelsModule(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'text' | 'faults' | 'log' | 'settled'> & {
    supplier: HotelSupplier;
    ledger: LedgerService;
    /** The gateway's side of bookings (card, UPI…), built on the booking core it calls back into. */
    gatewayPayments?: (
      core: HotelBookingDeps & { settler: HotelBookingSettler },
    ) => HotelGatewayPayments;
    /** A wallet payment's PIN or passkey authorisation (the payment-auth module). */
    authorisePayment: RequirePaymentAuthorisation;
  },
) {
  const { db, config, clock, supplier } = deps;
  const repo = createHotelItinerariesRepository();
  const sessions = createHotelSessionsService({ db, repo: createHotelSessionsRepository(), clock });
  const access = createItineraryAccess({ db, repo, clock });
  const itinerarySteps = { db, repo, access, clock };

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
    settled: deps.settled,
  };
  const settlement = createHotelBookingSettlement(core);
  gateway = deps.gatewayPayments?.({ ...core, settler: settlement }) ?? null;
  const hotels = {
    sessions,
    access,
    suggestions: createHotelSuggestionsService({ supplier }),
    search: createHotelSearchService({ sessions, supplier }),
    itinerary: createHotelItineraryService({ db, repo, sessions, supplier, clock }),
    mapConfig: () => ({ ...config.hotelMap }),
    room: createHotelRoomService(itinerarySteps),
    details: createItineraryDetailsService(itinerarySteps),
    booking: createHotelBookingService({ ...core, itineraries: repo, access, settlement }),
    myBookings: createMyHotelBookingsService(core),
    vouchers: createHotelVoucherService({ ...core, support: config.support }),
    cancellation: createHotelCancellationService(core),
    callbacks: createHotelSupplierCallbacks(core, settlement),
    settlement,
    /** The hotel-bookings-reconcile job's run. */
    reconcileBookings: createHotelBookingsReconcile(core, settlement),
  };
  const services = { hotels };
  // Registered in the order of a customer's journey: the API docs list the calls in this order.
  const routes = async (api: FastifyInstance) => {
    await api.register(hotelSearchRoutes(hotels));
    await api.register(hotelDetailsRoutes(hotels));
    await api.register(hotelRoomRoutes(hotels.room));
    await api.register(hotelPaymentRoutes(hotels, deps.authorisePayment));
    await api.register(hotelBookingsRoutes(hotels.myBookings));
    await api.register(hotelVoucherRoutes(hotels.vouchers));
    await api.register(hotelCancellationRoutes(hotels.cancellation));
    await api.register(
      hotelSupplierCallbackRoutes(hotels.callbacks, supplier.bookingCallbackSignature),
    );
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}

export type HotelsServices = ReturnType<typeof createHotelsModule>['services']['hotels'];

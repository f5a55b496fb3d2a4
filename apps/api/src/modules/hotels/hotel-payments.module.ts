import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../providers/payments/payments.port';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { bookingJson, bookingMessage } from './bookings/hotel-booking-view';
import { hotelBookingsAdminRoutes } from './bookings/hotel-bookings-admin.routes';
import { createHotelBookingsAdmin } from './bookings/hotel-bookings-admin.service';
import { hotelGatewayRoutes } from './payment/hotel-gateway.routes';
import { createHotelGatewayPayments } from './payment/hotel-gateway.service';
import type { HotelBookingSettler, HotelGatewayPayments } from './payment/hotel-payments.port';

/**
 * The payment gateway's side of hotel bookings (card, UPI, net banking…): the checkout's order,
 * the capture of its payment (verify, the payments webhook's foreign orders, reconcile), refunds
 * exactly once, and the back office's list of bookings. Built before the hotels module, which
 * `attach`es its settlement (the supplier step after a capture) and gets the port it calls.
 */
export function createHotelPaymentsModule(
  deps: Pick<ModuleDeps, 'db' | 'text' | 'clock' | 'faults' | 'log'> & {
    gateway: PaymentGateway;
    ledger: LedgerService;
  },
) {
  const { db, clock } = deps;
  let settler: HotelBookingSettler | null = null;
  const hotelPayments = createHotelGatewayPayments({
    db,
    gateway: deps.gateway,
    ledger: deps.ledger,
    settler: () => {
      if (!settler) throw new Error('hotel payments: no booking settlement attached');
      return settler;
    },
    text: deps.text,
    log: deps.log,
    clock,
    faults: deps.faults,
  });
  const hotelBookingsAdmin = createHotelBookingsAdmin({
    db,
    ledger: deps.ledger,
    present: (row) => bookingJson(row, clock()),
  });
  const services = { hotelPayments, hotelBookingsAdmin };
  const routes = async (api: FastifyInstance) => {
    await api.register(
      hotelGatewayRoutes({
        gateway: hotelPayments,
        answer: (row) => ({ message: bookingMessage(row), data: bookingJson(row, clock()) }),
      }),
    );
    await api.register(hotelBookingsAdminRoutes(hotelBookingsAdmin));
  };
  return {
    services,
    routes,
    /** The hotels module's `gatewayPayments`: takes its settlement, gives the port it calls. */
    attach(core: { settler: HotelBookingSettler }): HotelGatewayPayments {
      settler = core.settler;
      return hotelPayments.port;
    },
  } satisfies KoshModule<typeof services> & { attach: unknown };
}

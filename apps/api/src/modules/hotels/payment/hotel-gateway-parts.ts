import type { Db } from '../../../db/client';
import type { TextCustomer } from '../../../lib/customer-sms';
import type { Clock, FaultInjector } from '../../../lib/faults';
import type { Logger } from '../../../lib/log-context';
import type { PaymentGateway } from '../../../providers/payments/payments.port';
import type { LedgerService } from '../../ledger/ledger.service';
import type { HotelBookingRow } from '../hotels.tables';
import type { HotelGatewayRepository } from './hotel-gateway.repository';
import type { HotelBookingSettler } from './hotel-payments.port';

/** Who reported a captured payment first. */
export type HotelCapturePath = 'verify' | 'webhook' | 'reconcile';

/** The gateway order's receipt: the booking's id, so the order names what it pays (≤ 40 chars). */
export const hotelOrderReceipt = (bookingId: string) => `hb_${bookingId}`;

/**
 * The receipt a booking's gateway refund is made with. Derived from the booking, so every attempt
 * sends the same one, and an attempt after a crash recognises the refund an earlier one made.
 */
export const hotelRefundReceipt = (bookingId: string) => `hbr_${bookingId}`;

export interface HotelGatewayDeps {
  db: Db;
  gateway: PaymentGateway;
  ledger: LedgerService;
  /** The booking core's supplier step (read when a payment is captured, never before). */
  settler: () => HotelBookingSettler;
  text: TextCustomer;
  log: Logger;
  clock?: Clock;
  faults?: FaultInjector;
}

/** What the gateway side's use cases share: its deps, its queries, a clock and fault points. */
export interface HotelGatewayContext extends HotelGatewayDeps {
  repo: HotelGatewayRepository;
  clock: Clock;
  faults: FaultInjector;
}

/** A booking that has its gateway order. */
export type WithOrder = HotelBookingRow & { gatewayOrderId: string };

export const hasOrder = (row: HotelBookingRow): row is WithOrder => row.gatewayOrderId !== null;

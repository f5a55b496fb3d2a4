import type { Db } from '../../../db/client';
import type { TextCustomer } from '../../../lib/customer-sms';
import type { Clock, FaultInjector } from '../../../lib/faults';
import type { Logger } from '../../../lib/log-context';
import type { HotelSupplier } from '../../../providers/hotels/hotels.port';
import type { LedgerService } from '../../ledger/ledger.service';
import type { HotelBookingsRepository } from '../hotel-bookings.repository';
import type { HotelGatewayPayments } from '../payment/hotel-payments.port';
import type { PaymentSettled } from '../../../lib/metrics';

/** Who reported a booking's outcome (logs). */
export type HotelSettledBy = 'response' | 'callback' | 'reconcile' | 'cancel';

/** What the booking core's use cases are built from. */
export interface HotelBookingDeps {
  db: Db;
  bookings: HotelBookingsRepository;
  ledger: LedgerService;
  supplier: HotelSupplier;
  /**
   * The gateway's side (api-pay's hotel-gateway.service), asked for lazily: it is built after the
   * settlement it calls back into. Null where no gateway is wired (then only the wallet pays).
   */
  gateway: () => HotelGatewayPayments | null;
  text: TextCustomer;
  /** How long one caller may talk to the supplier about a booking before another may try. */
  supplierLeaseMs: number;
  clock: Clock;
  faults: FaultInjector;
  log: Logger;
  settled?: PaymentSettled;
}

import type { HotelCheckout } from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import type { HotelBookingRow } from '../hotels.tables';
import { phoneOf } from '../stored';
import {
  hasOrder,
  hotelOrderReceipt,
  type HotelGatewayContext,
  type WithOrder,
} from './hotel-gateway-parts';

/** A booking's checkout: the gateway order it is paid through, made once. */
export function createGatewayCheckout(ctx: HotelGatewayContext) {
  const { db, gateway, repo } = ctx;
  const deps = ctx;

  function checkoutOf(row: WithOrder): HotelCheckout {
    const lead = row.snapshot.guests[0];
    return {
      key: gateway.checkout.key,
      scriptUrl: gateway.checkout.scriptUrl,
      orderId: row.gatewayOrderId,
      amount: Number(row.amountPaise),
      currency: 'INR',
      name: 'Kosh',
      description: `${row.snapshot.hotel.name}, ${row.checkIn} to ${row.checkOut} (${row.reference})`,
      prefill: {
        name: lead ? `${lead.firstName} ${lead.lastName}` : '',
        email: lead?.email ?? '',
        contact: lead ? phoneOf(lead) : '',
      },
    };
  }

  /**
   * The checkout of a booking awaiting payment: its gateway order, made once. Two callers racing
   * may both ask the gateway for an order; only the first stored is ever shown, so the other can
   * never be paid.
   */
  async function openOrder(row: HotelBookingRow): Promise<HotelCheckout> {
    if (hasOrder(row)) return checkoutOf(row);
    const current = await repo.findAnyForSystem(db, row.id);
    if (!current) throw new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');
    if (hasOrder(current)) return checkoutOf(current);
    if (current.status !== 'awaiting_payment' || current.paymentMethod === 'WALLET') {
      throw new Error(`booking ${current.id} (${current.status}) takes no gateway order`);
    }
    let order;
    try {
      order = await gateway.createOrder({
        amountPaise: current.amountPaise,
        receipt: hotelOrderReceipt(current.id),
        notes: {
          purpose: 'hotel_booking',
          booking_id: current.id,
          reference: current.reference,
        },
      });
    } catch (error) {
      deps.log.error({ err: error, booking: current.id }, 'gateway order for a booking failed');
      throw new AppError('PROVIDER_UNAVAILABLE', 'ORDER_CREATE_FAILED', { cause: error });
    }
    const stored = await repo.setOrderIfNone(db, current.id, order.id);
    if (stored && hasOrder(stored)) return checkoutOf(stored);
    const first = await repo.findAnyForSystem(db, current.id);
    if (first && hasOrder(first)) return checkoutOf(first);
    throw new Error(`booking ${current.id} lost its gateway order`);
  }

  return openOrder;
}

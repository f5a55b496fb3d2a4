/**
 * Only until modules/hotels/hotel-supplier-callbacks.ts reads callbacks through the port's
 * parseBookingCallback: then delete this file. The wire format is the vendor's
 * (hotels-v1/hotels-v1.wire.ts).
 */
export { bookingCallbackBody } from './hotels-v1/hotels-v1.wire';

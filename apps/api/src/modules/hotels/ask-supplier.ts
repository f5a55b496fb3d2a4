import { AppError } from '../../lib/app-error';
import {
  HotelSupplierError,
  HotelSupplierUnavailableError,
} from '../../providers/hotels/hotels.port';

/** The supplier's failures as Kosh's answers: its own error 502, no good answer 503. */
export async function askSupplier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HotelSupplierError) {
      throw new AppError('PROVIDER_ERROR', 'HOTEL_SUPPLIER_ERROR', {
        internal: error.message,
        cause: error,
      });
    }
    if (error instanceof HotelSupplierUnavailableError) {
      throw new AppError('PROVIDER_UNAVAILABLE', 'HOTEL_SUPPLIER_UNAVAILABLE', {
        internal: error.message,
        cause: error,
      });
    }
    throw error;
  }
}

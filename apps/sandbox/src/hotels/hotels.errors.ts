import type { FastifyInstance } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';

export type HotelsErrorCode =
  | 'INVALID_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'LOCATION_NOT_FOUND'
  | 'HOTEL_NOT_FOUND'
  | 'SUPPLIER_ERROR'
  // Bookings (bookings/).
  | 'PRICE_CHANGED'
  | 'DUPLICATE_REFERENCE'
  | 'BOOKING_NOT_FOUND'
  | 'NOT_CANCELLABLE'
  | 'NOT_PENDING';

/** The hotel supplier's one error body: `{"error": {"code", "description", "field"?}}`. */
export interface HotelsError {
  error: { code: HotelsErrorCode; description: string; field?: string; current_total?: string };
}

export function hotelsError(
  code: HotelsErrorCode,
  description: string,
  field?: string,
): HotelsError {
  return { error: { code, description, ...(field ? { field } : {}) } };
}

export const invalidRequest = (description: string, field?: string) =>
  hotelsError('INVALID_REQUEST', description, field);

/** Answers what Fastify refuses, and unknown routes, with the supplier's error body. */
export function useHotelsErrors(app: FastifyInstance) {
  app.setErrorHandler(
    providerErrorHandler({
      serverError: () =>
        hotelsError('SUPPLIER_ERROR', 'The supplier could not process the request.'),
      badRequest: (description) => invalidRequest(description),
    }),
  );
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(hotelsError('NOT_FOUND', `No route ${request.method} ${request.url}.`)),
  );
}

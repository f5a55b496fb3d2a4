import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { errorResponses, moneyErrorResponses } from '@kosh/contract/common/http';
import { AppError } from '../../lib/app-error';

/** The app as the hotel calls are declared on: typed by the contract's zod schemas. */
export type HotelRoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A plugin of hotel calls, listed in the API docs under `tags`. */
export const hotelRoutes =
  (declare: (app: HotelRoutesApp, tags: string[]) => void, tags = ['Hotels']) =>
  async (fastify: FastifyInstance) => {
    declare(fastify.withTypeProvider<ZodTypeProvider>(), tags);
  };

/**
 * A limit per address a minute. The pages' calls are public and most cost a supplier call; the
 * booking calls are a customer's.
 */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Who called a public hotel call: the logged-in customer, or null for a visitor. */
export const callerOf = (request: FastifyRequest) => request.auth?.userId ?? null;

/** What a call that needs a live search session may answer besides success. */
export const SESSION_ERRORS = {
  ...errorResponses,
  404: errorResponseSchema,
  410: errorResponseSchema,
  502: errorResponseSchema,
};

/** What a call on an itinerary (the room and payment pages) may answer besides success. */
export const ITINERARY_ERRORS = {
  ...errorResponses,
  404: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
};

/** What a booking's calls may answer besides success. */
export const BOOKING_ERRORS = {
  ...moneyErrorResponses,
  410: errorResponseSchema,
  502: errorResponseSchema,
};

/** Who may use an itinerary, as the room and payment pages' calls describe it. */
export const ITINERARY_OWNERSHIP =
  'Public: an itinerary nobody owns answers whoever holds its code and trace id, and becomes ' +
  'the first logged-in caller’s; an owned one answers its owner only (404 HOTEL_NOT_FOUND ' +
  'otherwise). An unknown or expired code, or a traceId that is not the itinerary’s: 410 ' +
  'HOTEL_SESSION_EXPIRED.';

/**
 * The money calls want an Idempotency-Key (docs/hotels.md call 5): a retried or doubled submit
 * must find the first one's booking or cancellation, never make another.
 */
export function requireIdempotencyKey(request: FastifyRequest) {
  if (!request.headers['idempotency-key']) {
    throw new AppError('VALIDATION_FAILED', 'IDEMPOTENCY_KEY_INVALID', {
      fields: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_FORMAT' }],
    });
  }
}

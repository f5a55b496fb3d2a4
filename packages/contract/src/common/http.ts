import { z } from 'zod';
import { issue, type MessageCode } from '../messages/catalogue';
import { errorResponseSchema } from './envelope';

/**
 * What every route shares beyond its own call: the error answers it documents, the
 * Idempotency-Key header of the money calls, paging, ids in the path, a provider's
 * acknowledgement and the health probe.
 */

/** The error answers a public or customer route may give (each with the error envelope). */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** The error answers of a route behind a token (and a role, for the back office). */
export const guardedErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  500: errorResponseSchema,
} as const;

/** A money call's further refusals: conflict, business rule, provider unavailable. */
export const moneyErrorResponses = {
  ...guardedErrorResponses,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** A provider's signed webhook or callback: refused unsigned (401) or not JSON (415). */
export const webhookErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  415: errorResponseSchema,
} as const;

/**
 * The money calls' header: the client makes one key per submit and sends it again on a retry.
 * Same key and body → the first answer again; same key, other body → 409.
 */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('One key per submit, sent again on a retry: the call then runs at most once'),
});

/** A back-office page: at most 100 rows from `offset`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `/:id` of a stored object; a malformed id answers as not found would (`notFound`). */
export const uuidParamsSchema = (notFound: MessageCode) =>
  z.object({ id: z.uuid(issue(notFound)) });

/** What Kosh answers a provider's webhook or callback it verified. */
export const webhookAckSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** GET /api/health: alive, and which database answered. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (a load balancer restarts it when this fails). */
export const livenessResponseSchema = z.object({ status: z.literal('live') });

/**
 * GET /api/health/ready: whether this copy should be sent traffic, each check by name (database;
 * started: migrations and start-up done; accepting: no SIGTERM yet; redis when configured). A
 * failing check is a 503 `not_ready`; Redis down is `degraded` (200: the copy still serves, its
 * rate limits counted in its own memory).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'degraded', 'failing'])),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** A 304 to a conditional GET: no body. */
export const notModifiedSchema = z.null().describe('Unchanged since the ETag sent');

import { errorResponseSchema } from '@kosh/contract/common/envelope';

/** The error answers every documented route may give, for the OpenAPI docs. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
} as const;

export const guardedErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  500: errorResponseSchema,
} as const;

export const bearerAuth = [{ bearerAuth: [] }];

/** A coarse flood limit per IP on top of the per-number rules of each service. */
export const authRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';

/** What the PIN and passkey routes share: their refusals, their limits and their flags. */
export const errors = {
  ...guardedErrorResponses,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Per signed-in customer, not per address (it runs after authenticate). */
export const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  },
});

export const ok = { result: true, success: true, tokenValid: true } as const;

export const tags = ['Payment PIN and passkeys'];

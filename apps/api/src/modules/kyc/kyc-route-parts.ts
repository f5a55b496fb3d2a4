import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';

/** What the customer's KYC calls may answer besides success (the API docs list them). */
export const KYC_ERRORS = {
  ...guardedErrorResponses,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** Submits cost nothing outside: a flood limit per address, as the wallet's uploads have. */
export const KYC_SUBMIT_LIMIT = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

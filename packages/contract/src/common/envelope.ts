import { z } from 'zod';
import { ERROR_CODES } from './errors';

/**
 * The error envelope. The spec's calls read either `result` or `success`, so an error carries
 * both as false; `tokenValid: false` only when the token is the problem (the client signs out).
 */
export const errorResponseSchema = z.object({
  result: z.literal(false),
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  tokenValid: z.boolean().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({
  result: z.boolean(),
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

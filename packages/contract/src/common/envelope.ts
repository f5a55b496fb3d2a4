import { z } from 'zod';
import { MESSAGE_CODES } from '../messages/catalogue';

/** A message's code from the catalogue, beside its text, so that no client matches the text. */
export const messageCodeSchema = z.enum(MESSAGE_CODES);

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A field's refusal: the field, the message's code and its English text (and its parameters). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: messageCodeSchema,
  message: z.string(),
  params: messageParamsSchema.optional(),
});

/**
 * The error envelope. The spec's calls read either `result` or `success`, so an error carries
 * both as false; `tokenValid: false` only when the token is the problem (the client signs out).
 * `code` says which message it is (the catalogue's), so the client never matches the text;
 * `params` fills the message's `{placeholders}` in any language.
 */
export const errorResponseSchema = z.object({
  result: z.literal(false),
  success: z.literal(false),
  message: z.string(),
  code: messageCodeSchema,
  params: messageParamsSchema.optional(),
  errors: z.array(fieldErrorSchema).optional(),
  tokenValid: z.boolean().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({
  result: z.boolean(),
  success: z.boolean(),
  message: z.string(),
  code: messageCodeSchema.optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

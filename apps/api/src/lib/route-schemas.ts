import type { SwaggerTransform } from '@fastify/swagger';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart call's form for the API docs: its text fields and its files (z.file()). Only the
     * docs read it — the handler reads the form with readMultipart and checks it itself.
     */
    form?: z.ZodObject;
    /**
     * A call that answers a file rather than JSON (a slip image): its media type and what it is,
     * for the API docs. The handler sends the bytes; no serializer reads this.
     */
    binaryReply?: { mediaType: string; description: string };
  }
}

export const bearerAuth = [{ bearerAuth: [] }];

/** A coarse flood limit per IP on top of the per-number rules of each service. */
export const authRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/**
 * The docs' transform, with each multipart call's form as its request body (OpenAPI's
 * multipart/form-data content), so the docs — and the schema fuzzer — see what the form takes.
 */
export function withMultipartForms(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const takesForm = (input.schema.consumes ?? []).includes('multipart/form-data');
    if (!takesForm || input.schema.body) return transform(input);
    const form = input.route.config?.form ?? z.object({});
    return transform({ ...input, schema: { ...input.schema, body: form } });
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A provider's one error handler, in its own error bodies: a 5xx is logged and answered with
 * `serverError` (no details), anything else Fastify refuses (bad JSON, a body too large…) with
 * `badRequest(message)` under its own status.
 */
export function providerErrorHandler(bodies: {
  serverError: () => unknown;
  badRequest: (message: string) => unknown;
}) {
  return (
    error: { statusCode?: number; message: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send(bodies.serverError());
    }
    return reply.status(status).send(bodies.badRequest(error.message));
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@kosh/contract/common/envelope';
import type { FieldError } from '@kosh/contract/common/errors';
import { messageText, type MessageCode } from '@kosh/contract/messages/catalogue';
import { AppError, appErrorEnvelope, fieldError, issueRefusal } from '../lib/app-error';
import { unsupportedMediaTypeCode } from './media-type';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's screen-level message for a failed validation (e.g. the login form's). */
    validationMessage?: MessageCode;
  }
}

function send(
  reply: FastifyReply,
  status: number,
  body: Omit<ErrorResponse, 'result' | 'success' | 'message'> & { message?: string },
) {
  const payload: ErrorResponse = {
    result: false,
    success: false,
    ...body,
    message: body.message ?? messageText(body.code),
  };
  return reply.status(status).send(payload);
}

/**
 * What the router answers before any route or hook runs (Fastify's frameworkErrors): an address
 * it cannot decode, a path parameter over its length — in the envelope, not Fastify's own shape.
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ err: error }, 'unroutable request');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, { code: 'ADDRESS_TOO_LONG' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, { code: 'ADDRESS_INVALID' });
  }
  request.log.error({ err: error }, 'router error');
  return send(reply, 500, { code: 'INTERNAL', requestId: request.id });
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Fastify's own client errors (its FST_ERR_* codes) → the catalogue's. */
function clientErrorCode(error: FastifyError, status: number): MessageCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return 'BODY_NOT_JSON';
  }
  return 'VALIDATION_FAILED';
}

/**
 * The one error handler (fastify/demo): AppError → its status, code and message; a schema failure
 * → 400 with each field's code; Fastify's own 4xx (bad JSON, too large, rate limit, a content type
 * no parser takes) → their status and a code; anything else → 500 with a generic message, logged
 * with the request id. Every answer's message is the catalogue's English for its code.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      else request.log.info({ code: error.code }, error.message);
      if (error.options.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.options.retryAfterSeconds));
      }
      // A body refused as too large was not read to its end: the connection cannot carry another
      // request, and closing it is what stops the client sending the rest.
      if (error.status === 413) void reply.header('connection', 'close');
      return reply.status(error.status).send({
        ...appErrorEnvelope(error),
        ...(error.status >= 500 ? { requestId } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) =>
        fieldError(
          issue.instancePath === '/'
            ? { field: 'body', code: 'BODY_NOT_OBJECT' }
            : issueRefusal(fieldName(issue.instancePath), issue.message, issue.params),
        ),
      );
      const code = request.routeOptions.config.validationMessage ?? fields[0]?.code;
      return send(reply, 400, { code: code ?? 'VALIDATION_FAILED', errors: fields });
    }

    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return send(reply, 429, { code: 'RATE_LIMITED' });
    }
    if (status === 415) {
      // FST_ERR_CTP_INVALID_MEDIA_TYPE: a content type no parser takes (form-urlencoded, XML…).
      request.log.info({ err: error }, 'unsupported media type');
      return send(reply, 415, { code: unsupportedMediaTypeCode(request) });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, an empty JSON body…
      request.log.info({ err: error }, 'client error');
      return send(reply, status, { code: clientErrorCode(error as FastifyError, status) });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', requestId });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

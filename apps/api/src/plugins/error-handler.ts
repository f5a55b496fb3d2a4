import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@kosh/contract/common/envelope';
import type { FieldError } from '@kosh/contract/common/errors';
import { messages } from '@kosh/contract/messages';
import { AppError } from '../lib/app-error';
import { unsupportedMediaTypeMessage } from './media-type';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's screen-level message for a failed validation (e.g. the login form's). */
    validationMessage?: string;
  }
}

function send(
  reply: FastifyReply,
  status: number,
  body: Omit<ErrorResponse, 'result' | 'success'>,
) {
  const payload: ErrorResponse = { result: false, success: false, ...body };
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
    return send(reply, 414, { code: 'VALIDATION_FAILED', message: 'The address is too long.' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, {
      code: 'VALIDATION_FAILED',
      message: 'The address is not a valid URL.',
    });
  }
  request.log.error({ err: error }, 'router error');
  return send(reply, 500, {
    code: 'INTERNAL',
    message: messages.internalError,
    requestId: request.id,
  });
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The one error handler (fastify/demo): AppError → its status and message; a schema failure → 400
 * with each field; Fastify's own 4xx (bad JSON, too large, rate limit, a content type no parser
 * takes) → their status; anything
 * else → 500 with a generic message, logged with the request id.
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
      return send(reply, error.status, {
        code: error.code,
        message: error.userMessage,
        ...(error.options.fields ? { errors: error.options.fields } : {}),
        ...(error.options.tokenValid !== undefined ? { tokenValid: error.options.tokenValid } : {}),
        ...(error.status >= 500 ? { requestId } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath) || 'body',
        message:
          issue.instancePath === '/'
            ? 'The request body must be a JSON object.'
            : (issue.message ?? messages.invalidRequest),
      }));
      const first = fields[0]?.message ?? messages.invalidRequest;
      return send(reply, 400, {
        code: 'VALIDATION_FAILED',
        message: request.routeOptions.config.validationMessage ?? first,
        errors: fields,
      });
    }

    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return send(reply, 429, { code: 'RATE_LIMITED', message: messages.tooManyRequests });
    }
    if (status === 415) {
      // FST_ERR_CTP_INVALID_MEDIA_TYPE: a content type no parser takes (form-urlencoded, XML…).
      request.log.info({ err: error }, 'unsupported media type');
      return send(reply, 415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: unsupportedMediaTypeMessage(request),
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      request.log.info({ err: error }, 'client error');
      return send(reply, status, {
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        message:
          status === 413 ? 'The request is too large.' : error.message || messages.invalidRequest,
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: messages.internalError, requestId });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

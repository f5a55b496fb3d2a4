import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  webhookAckSchema,
  webhookErrorResponses,
  type WebhookAck,
} from '@kosh/contract/common/http';
import { findUnsafeText } from '@kosh/contract/common/text';
import {
  CallbackRejectedError,
  type CallbackSignature,
  type HeaderReader,
} from '../providers/provider-callbacks';
import { AppError } from './app-error';

/**
 * The one check of a provider's signed JSON (the gateway's webhooks, the aggregator's callbacks):
 * the signature first (401 SIGNATURE_INVALID: nothing about the body is told to a stranger), then
 * the body is a JSON object (400) whose every text obeys the contract's text rule (400 naming the field —
 * a NUL would otherwise fail the event's insert as a 500, which the sender retries forever).
 */
function verifySignedJson(signed: boolean, rawBody: Buffer, what: string): unknown {
  if (!signed) {
    throw new AppError('SIGNATURE_INVALID', 'SIGNATURE_INVALID', { params: { what } });
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_JSON', { params: { what } });
  }
  // Every event is an object; `null`, a number or a list is no event (and no service reads one).
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_OBJECT', { params: { what } });
  }
  const unsafe = findUnsafeText(body);
  if (unsafe) {
    throw AppError.invalid(unsafe.field || 'body', unsafe.code);
  }
  return body;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface SignedWebhookRoute {
  url: string;
  /**
   * How a delivery proves its sender: the provider adapter's check (it knows its vendor's header
   * and scheme), whose description is the route's summary in the API's documentation.
   */
  signature: CallbackSignature;
  /** What the sender calls it, for the refusals: 'webhook', 'callback'. */
  what: string;
  bodyLimit: number;
  /** The OpenAPI tags of the route. */
  tags: string[];
  /** Runs only for a verified body: the exact bytes that were signed, and the request's headers. */
  handle: (rawBody: Buffer, header: HeaderReader) => Promise<WebhookAck>;
}

/**
 * How many requests an address may send a minute that fail the signature. Signed ones are never
 * counted: a provider sends every delivery from a few addresses (tens a second at full size,
 * docs/scaling.md), and the signature already says who it is.
 */
const UNSIGNED_PER_MINUTE = 600;

/**
 * A POST route for a provider's signed JSON. Its own scope keeps `application/json` bodies as the
 * exact bytes that were signed; any other content type is a 415. The body reaches `handle` only
 * once verifySignedJson accepted it.
 */
export async function registerSignedWebhook(app: FastifyInstance, route: SignedWebhookRoute) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: route.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    const rawBody = (request: FastifyRequest) =>
      Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // The per-address limit counts only requests that fail the signature: it runs at preHandler,
    // once the body has been read, and lets every signed one through uncounted.
    const signedOk = new WeakMap<FastifyRequest, boolean>();
    const isSigned = (request: FastifyRequest) => {
      let ok = signedOk.get(request);
      if (ok === undefined) {
        ok = route.signature.isSigned((name) => header(request, name), rawBody(request));
        signedOk.set(request, ok);
      }
      return ok;
    };
    scope.withTypeProvider<ZodTypeProvider>().post(route.url, {
      config: {
        rateLimit: {
          max: UNSIGNED_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          allowList: (request: FastifyRequest) => isSigned(request),
        },
      },
      schema: {
        tags: route.tags,
        summary: route.signature.description,
        response: { 200: webhookAckSchema, ...webhookErrorResponses },
      },
      handler: async (request) => {
        const raw = rawBody(request);
        verifySignedJson(isSigned(request), raw, route.what);
        return route.handle(raw, (name) => header(request, name));
      },
    });
  });
}

/** What each refusal of a provider's callback adapter answers (the route checked the first three). */
const CALLBACK_REFUSALS = {
  unsigned: ['SIGNATURE_INVALID', 'SIGNATURE_INVALID'],
  not_json: ['VALIDATION_FAILED', 'WEBHOOK_NOT_JSON'],
  not_object: ['VALIDATION_FAILED', 'WEBHOOK_NOT_OBJECT'],
  incomplete: ['VALIDATION_FAILED', 'CALLBACK_INCOMPLETE'],
} as const;

/**
 * A provider's signed callback as its adapter reads it; a delivery the adapter refuses becomes the
 * API's answer (the supplier's and the aggregator's callbacks alike). What an incomplete one lacks
 * goes only to the log, in the words `describeIncomplete` gives it.
 */
export function readProviderCallback<T>(
  parse: () => T,
  describeIncomplete?: (detail: string | undefined) => string,
): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof CallbackRejectedError)) throw error;
    const [kind, code] = CALLBACK_REFUSALS[error.reason];
    if (error.reason !== 'incomplete') {
      throw new AppError(kind, code, { params: { what: 'callback' } });
    }
    throw new AppError(
      kind,
      code,
      describeIncomplete ? { internal: describeIncomplete(error.detail) } : undefined,
    );
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@kosh/contract/support';
import { AppError, issueRefusal } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { SupportEventsHub } from './support-events.hub';
import type { Viewer } from './support-ticket-access';

export const customerTags = ['Support tickets'];
export const agentTags = ['Back office: support'];

export const errors = { ...guardedErrorResponses, 409: errorResponseSchema };

/** A limit per signed-in user, not per address (the customer is known: it runs after authenticate). */
export const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  },
});

export const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = requireAuth(request);
  return { userId: auth.userId, role: auth.role };
};

/** A multipart form's text fields checked with a schema: every problem named, the first as the message. */
export function checkFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) =>
    issueRefusal(i.path.join('.') || 'form', i.message, { ...i }),
  );
  const first = problems[0];
  if (!first) throw new AppError('VALIDATION_FAILED', 'INVALID_VALUE');
  throw new AppError('VALIDATION_FAILED', first.code, { params: first.params, fields: problems });
}

export const readForm = (request: FastifyRequest) =>
  readMultipart(request, {
    fileFields: ['slipImage'],
    maxFileBytes: TICKET_ATTACHMENT_MAX_BYTES,
    maxFileLabel: '5 MB',
  });

/**
 * A server-sent event stream: written straight to the socket (hijacked), so neither compression
 * nor any onSend hook holds it back; the security headers already set are kept.
 */
export async function openStream(
  hub: SupportEventsHub,
  viewer: Viewer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  reply.hijack();
  const raw = reply.raw;
  // The response closes when the client goes away (or the stream is ended on app close).
  let gone = false;
  let remove: (() => void) | null = null;
  const leave = () => {
    gone = true;
    remove?.();
  };
  raw.on('close', leave);
  raw.on('error', leave);
  // Headers are set first (they leave with the first bytes), so an event written as soon as the
  // hub has this stream carries them.
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  try {
    remove = await hub.add(viewer, raw);
  } catch (error) {
    // The client sees the stream end and reconnects with back-off (polling unread meanwhile).
    request.log.error({ err: error }, 'support events: the hub could not start');
    raw.end();
    return;
  }
  if (gone) {
    remove();
    return;
  }
  // The first bytes go out once every later event is sure to reach this stream.
  raw.write(': connected\n\n');
}

/** A live channel's route: its OpenAPI words and its stream's media type. */
export const eventsSchema = (summary: string, tags: string[]) => ({
  tags,
  summary,
  security: bearerAuth,
  produces: ['text/event-stream'],
});

export const eventsConfig = {
  binaryReply: {
    mediaType: 'text/event-stream',
    description: 'event: ticket, data: a support event (JSON); ": ping" every 25 s',
  },
};

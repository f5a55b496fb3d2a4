import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@kosh/contract/support';
import { AppError, issueRefusal } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { bearerAuth } from '../../lib/route-schemas';
import { viewerOf } from '../../plugins/auth';
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

/** A multipart form's text fields checked with a schema: every problem named, the first as the message. */
function checkFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) =>
    issueRefusal(i.path.join('.') || 'form', i.message, { ...i }),
  );
  const first = problems[0];
  if (!first) throw new AppError('VALIDATION_FAILED', 'INVALID_VALUE');
  throw new AppError('VALIDATION_FAILED', first.code, { params: first.params, fields: problems });
}

/** A ticket message's form (customer's or team's): who sends it, its checked fields, its attachment. */
export async function readTicketForm<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
) {
  const viewer = viewerOf(request);
  const { fields, files } = await readMultipart(request, {
    fileFields: ['slipImage'],
    maxFileBytes: TICKET_ATTACHMENT_MAX_BYTES,
    maxFileLabel: '5 MB',
  });
  return { viewer, parsed: checkFields(fieldsSchema, fields), slipImage: files.slipImage };
}

/** The answer to opening or closing a ticket, from the desk or the app alike. */
export const statusUpdated = <T>(data: T) => ({
  code: 'TICKET_STATUS_UPDATED' as const,
  message: messageText('TICKET_STATUS_UPDATED'),
  data,
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

/** A live channel's route, the same for the desk and the app but for its words and who may open it. */
export const liveChannelRoute = (hub: SupportEventsHub, summary: string, tags: string[]) => ({
  config: {
    binaryReply: {
      mediaType: 'text/event-stream',
      description: 'event: ticket, data: a support event (JSON); ": ping" every 25 s',
    },
  },
  schema: { tags, summary, security: bearerAuth, produces: ['text/event-stream'] },
  handler: async (request: FastifyRequest, reply: FastifyReply) => {
    await openStream(hub, viewerOf(request), request, reply);
  },
});

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@kosh/contract/support';
import { AppError, issueRefusal } from '../../lib/app-error';
import { openEventStream } from '../../lib/event-stream';
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

/** The support live channel's stream for one viewer (the desk or the app). */
export const openStream = (
  hub: SupportEventsHub,
  viewer: Viewer,
  request: FastifyRequest,
  reply: FastifyReply,
) => openEventStream((raw) => hub.add(viewer, raw), request, reply);

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

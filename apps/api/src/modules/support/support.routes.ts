import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  adminAssignRequestSchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminReplyFieldsSchema,
  adminReplyFormSchema,
  adminTicketDetailResponseSchema,
  adminTicketListResponseSchema,
  adminTicketParamsSchema,
  adminTicketResponseSchema,
  adminTicketStatusRequestSchema,
  adminTicketsQuerySchema,
  categoryParamsSchema,
  createCategoryRequestSchema,
  getActiveCategoriesRequestSchema,
  getActiveCategoriesResponseSchema,
  getMessagesQuerySchema,
  getMessagesResponseSchema,
  insertMessageFieldsSchema,
  insertMessageFormSchema,
  insertMessageResponseSchema,
  supportAdminsResponseSchema,
  supportUnreadResponseSchema,
  toggleIsOpenRequestSchema,
  toggleIsOpenResponseSchema,
  updateCategoryRequestSchema,
} from '@kosh/contract/support';
import { AppError, issueRefusal } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { SupportCategoriesService } from './support-categories.service';
import type { SupportEventsHub } from './support-events.hub';
import type { SupportServices } from './support.module';
import type { Viewer } from './support-ticket-access';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };
const attachmentParams = z.object({ id: z.string().max(64) });

/** A limit per signed-in user, not per address (the customer is known: it runs after authenticate). */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  },
});

const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = requireAuth(request);
  return { userId: auth.userId, role: auth.role };
};

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

const readForm = (request: FastifyRequest) =>
  readMultipart(request, {
    fileFields: ['slipImage'],
    maxFileBytes: TICKET_ATTACHMENT_MAX_BYTES,
    maxFileLabel: '5 MB',
  });

/**
 * A server-sent event stream: written straight to the socket (hijacked), so neither compression
 * nor any onSend hook holds it back; the security headers already set are kept.
 */
async function openStream(
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

export function supportRoutes(services: {
  support: SupportServices;
  categories: SupportCategoriesService;
  hub: SupportEventsHub;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { support, categories, hub } = services;
    const tags = ['Support tickets'];
    // app.close() must not wait on open streams: they end before the server stops.
    fastify.addHook('preClose', async () => hub.close());

    app.post('/admin/getActiveCategories', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The active support categories and who receives each (username: the ReceiverId)',
        security: bearerAuth,
        body: getActiveCategoriesRequestSchema,
        response: { 200: getActiveCategoriesResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        tokenValid: true as const,
        data: await categories.active(),
      }),
    });

    app.post('/admin/insertMessage', {
      onRequest: app.authenticate,
      config: { ...perUser(60), form: insertMessageFormSchema },
      schema: {
        tags,
        summary:
          'A new ticket (ReceiverId, Mtype, MsgSubject, Msg) or a reply (Mid, Msg); slipImage: a JPEG/PNG/WebP or PDF ≤5 MB. The sender is the token’s.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: insertMessageResponseSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = viewerOf(request);
        const { fields, files } = await readForm(request);
        const parsed = checkFields(insertMessageFieldsSchema, fields);
        // With a Mid it is a reply to that ticket; without, a new ticket.
        const result =
          parsed.Mid !== undefined
            ? await support.reply.reply(viewer, parsed.Mid, parsed.Msg, files.slipImage)
            : await support.createTicket.create(viewer, parsed, files.slipImage);
        return {
          result: true as const,
          tokenValid: true as const,
          code: result.code,
          message: messageText(result.code, 'params' in result ? result.params : undefined),
          data: { Mid: result.Mid, messageId: result.messageId },
        };
      },
    });

    app.get('/admin/getMessages', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Without Mid: the tickets, newest first (a customer’s own). With Mid: its messages, oldest first (marks the team’s replies read)',
        security: bearerAuth,
        querystring: getMessagesQuerySchema,
        response: { 200: getMessagesResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        tokenValid: true as const,
        data: await support.messages.getMessages(viewerOf(request), request.query),
      }),
    });

    app.post('/admin/toggleIsOpenField', {
      onRequest: app.authenticate,
      config: perUser(60),
      schema: {
        tags,
        summary: 'Open or close a ticket (a customer: their own only)',
        security: bearerAuth,
        body: toggleIsOpenRequestSchema,
        response: { 200: toggleIsOpenResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        tokenValid: true as const,
        code: 'TICKET_STATUS_UPDATED' as const,
        message: messageText('TICKET_STATUS_UPDATED'),
        data: await support.status.setOpen(
          viewerOf(request),
          request.body.Mid,
          request.body.isOpen,
        ),
      }),
    });

    app.get('/v1/support/attachments/:id', {
      onRequest: app.authenticate,
      config: {
        binaryReply: {
          mediaType: 'application/octet-stream',
          description: 'The attachment: a WebP image (inline) or a PDF (as a download)',
        },
      },
      schema: {
        tags,
        summary: 'A ticket’s attachment (its customer and admins only)',
        security: bearerAuth,
        params: attachmentParams,
      },
      handler: async (request, reply) => {
        const file = await support.attachments.serve(viewerOf(request), request.params.id);
        const pdf = file.contentType === 'application/pdf';
        const name = file.name.replace(/[^\w .()-]/g, '_');
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `${pdf ? 'attachment' : 'inline'}; filename="${name}"`)
          .send(file.data);
      },
    });

    app.get('/v1/support/unread', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Tickets with a reply the reader has not opened (the Support badge)',
        security: bearerAuth,
        response: { 200: supportUnreadResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        data: { tickets: await support.live.unreadFor(viewerOf(request)) },
      }),
    });

    const eventsSchema = (summary: string) => ({
      tags,
      summary,
      security: bearerAuth,
      produces: ['text/event-stream'],
    });

    app.get('/v1/support/events', {
      onRequest: app.authenticate,
      config: {
        binaryReply: {
          mediaType: 'text/event-stream',
          description: 'event: ticket, data: a support event (JSON); ": ping" every 25 s',
        },
      },
      schema: eventsSchema('Live changes to the customer’s tickets (server-sent events)'),
      handler: async (request, reply) => {
        await openStream(hub, viewerOf(request), request, reply);
      },
    });

    // ---- the back office -------------------------------------------------------------------
    const admin = { onRequest: app.requireAdmin };
    const adminTags = ['Back office: support'];

    app.get('/admin/support/events', {
      ...admin,
      config: {
        binaryReply: {
          mediaType: 'text/event-stream',
          description: 'event: ticket, data: a support event (JSON); ": ping" every 25 s',
        },
      },
      schema: {
        ...eventsSchema('Live changes to every ticket (server-sent events)'),
        tags: adminTags,
      },
      handler: async (request, reply) => {
        await openStream(hub, viewerOf(request), request, reply);
      },
    });

    app.get('/admin/support/tickets', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'The inbox: oldest waiting first, then the rest by last message',
        security: bearerAuth,
        querystring: adminTicketsQuerySchema,
        response: { 200: adminTicketListResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        ...(await support.inbox.list(viewerOf(request), request.query)),
      }),
    });

    app.get('/admin/support/tickets/:Mid', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'A ticket, its messages and the customer beside it (marks theirs read)',
        security: bearerAuth,
        params: adminTicketParamsSchema,
        response: { 200: adminTicketDetailResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        data: await support.inbox.detail(request.params.Mid),
      }),
    });

    app.post('/admin/support/tickets/:Mid/messages', {
      ...admin,
      config: { ...perUser(120), form: adminReplyFormSchema },
      schema: {
        tags: adminTags,
        summary: 'The team’s reply (multipart Msg, slipImage?); the customer gets an SMS',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: adminTicketParamsSchema,
        response: { 200: adminTicketResponseSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = viewerOf(request);
        const { fields, files } = await readForm(request);
        const parsed = checkFields(adminReplyFieldsSchema, fields);
        return {
          result: true as const,
          success: true as const,
          code: 'TICKET_REPLY_SENT' as const,
          message: messageText('TICKET_REPLY_SENT'),
          data: await support.reply.agentReply(
            viewer,
            request.params.Mid,
            parsed.Msg,
            files.slipImage,
          ),
        };
      },
    });

    app.post('/admin/support/tickets/:Mid/assign', {
      ...admin,
      config: perUser(120),
      schema: {
        tags: adminTags,
        summary: 'Give a ticket to an admin (assignee: their userId) or to nobody (null)',
        security: bearerAuth,
        params: adminTicketParamsSchema,
        body: adminAssignRequestSchema,
        response: { 200: adminTicketResponseSchema, ...errors },
      },
      handler: async (request) => {
        const r = await support.assignment.assign(
          request.params.Mid,
          request.body.assignee || null,
        );
        return {
          result: true as const,
          success: true as const,
          code: r.code,
          message: messageText(r.code, r.params),
          data: r.ticket,
        };
      },
    });

    app.post('/admin/support/tickets/:Mid/status', {
      ...admin,
      config: perUser(120),
      schema: {
        tags: adminTags,
        summary: 'Close or reopen a ticket',
        security: bearerAuth,
        params: adminTicketParamsSchema,
        body: adminTicketStatusRequestSchema,
        response: { 200: adminTicketResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        code: 'TICKET_STATUS_UPDATED' as const,
        message: messageText('TICKET_STATUS_UPDATED'),
        data: await support.status.agentSetOpen(
          viewerOf(request),
          request.params.Mid,
          request.body.isOpen,
        ),
      }),
    });

    app.get('/admin/support/admins', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'The admins a ticket or a category can go to',
        security: bearerAuth,
        response: { 200: supportAdminsResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await support.assignment.admins(),
      }),
    });

    app.get('/admin/support/categories', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Every category, active or not, with its receiver and open tickets',
        security: bearerAuth,
        response: { 200: adminCategoryListResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await categories.all(),
      }),
    });

    app.post('/admin/support/categories', {
      ...admin,
      config: perUser(60),
      schema: {
        tags: adminTags,
        summary: 'A new category (name unique whatever its case)',
        security: bearerAuth,
        body: createCategoryRequestSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: messageText('TICKET_CATEGORY_SAVED'),
        data: await categories.create(request.body),
      }),
    });

    app.patch('/admin/support/categories/:id', {
      ...admin,
      config: perUser(60),
      schema: {
        tags: adminTags,
        summary: 'Rename a category, (de)activate it or choose who receives it',
        security: bearerAuth,
        params: categoryParamsSchema,
        body: updateCategoryRequestSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: messageText('TICKET_CATEGORY_SAVED'),
        data: await categories.update(request.params.id, request.body),
      }),
    });
  };
}

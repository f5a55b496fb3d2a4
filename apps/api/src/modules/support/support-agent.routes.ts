import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  adminAssignRequestSchema,
  adminReplyFieldsSchema,
  adminReplyFormSchema,
  adminTicketDetailResponseSchema,
  adminTicketListResponseSchema,
  adminTicketParamsSchema,
  adminTicketResponseSchema,
  adminTicketStatusRequestSchema,
  adminTicketsQuerySchema,
  supportAdminsResponseSchema,
} from '@kosh/contract/support';
import { bearerAuth } from '../../lib/route-schemas';
import { viewerOf } from '../../plugins/auth';
import type { SupportAssignmentService } from './support-assignment.service';
import type { SupportEventsHub } from './support-events.hub';
import type { SupportInboxService } from './support-inbox.service';
import type { SupportReplyService } from './support-reply.service';
import {
  agentTags,
  errors,
  liveChannelRoute,
  perUser,
  readTicketForm,
  statusUpdated,
} from './support-route-helpers';
import type { SupportStatusService } from './support-status.service';

/** The back office's desk: the inbox, a ticket, replies, assignment, status and its live channel. */
export function supportAgentRoutes(support: {
  inbox: SupportInboxService;
  reply: SupportReplyService;
  assignment: SupportAssignmentService;
  status: SupportStatusService;
  hub: SupportEventsHub;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { hub } = support;
    const admin = { onRequest: app.requireAdmin };
    const adminTags = agentTags;

    app.get('/admin/support/events', {
      ...admin,
      ...liveChannelRoute(hub, 'Live changes to every ticket (server-sent events)', adminTags),
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
        const { viewer, parsed, slipImage } = await readTicketForm(request, adminReplyFieldsSchema);
        return {
          result: true as const,
          success: true as const,
          code: 'TICKET_REPLY_SENT' as const,
          message: messageText('TICKET_REPLY_SENT'),
          data: await support.reply.agentReply(viewer, request.params.Mid, parsed.Msg, slipImage),
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
        ...statusUpdated(
          await support.status.agentSetOpen(
            viewerOf(request),
            request.params.Mid,
            request.body.isOpen,
          ),
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
  };
}

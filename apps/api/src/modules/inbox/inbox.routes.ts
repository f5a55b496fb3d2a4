import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  inboxQuerySchema,
  inboxReadRequestSchema,
  inboxReadResponseSchema,
  inboxResponseSchema,
  noticeRequestSchema,
  noticeResponseSchema,
} from '@kosh/contract/inbox';
import { openEventStream } from '../../lib/event-stream';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { InboxEventsHub } from './inbox-events.hub';
import type { InboxService } from './inbox.service';
import type { SendNoticeService } from './send-notice.service';

const ok = { result: true as const, success: true as const, tokenValid: true as const };

/** The customer's inbox, its live channel, and the back office's notices. */
export function inboxRoutes(deps: {
  inbox: InboxService;
  notices: SendNoticeService;
  hub: InboxEventsHub;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Inbox'];

    app.get('/v1/me/inbox', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The customer's inbox, newest first, a page at a time, with the unread count",
        description: 'The next page: ?before=<nextCursor of this one>.',
        security: bearerAuth,
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        ...ok,
        data: await deps.inbox.page(requireAuth(request).userId, request.query),
      }),
    });

    app.post('/v1/me/inbox/read', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark entries read: {"ids": [...]} or {"all": true}',
        description: 'An id that is not the customer’s answers 404 and marks nothing.',
        security: bearerAuth,
        body: inboxReadRequestSchema,
        response: { 200: inboxReadResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        ...ok,
        data: await deps.inbox.markRead(requireAuth(request).userId, request.body),
      }),
    });

    app.get('/v1/me/events', {
      onRequest: app.authenticate,
      config: {
        binaryReply: {
          mediaType: 'text/event-stream',
          description: 'event: inbox, data: {entry, unread} (JSON); ": ping" every 25 s',
        },
      },
      schema: {
        tags,
        summary: "The customer's live channel: each new inbox entry as it is written",
        security: bearerAuth,
        produces: ['text/event-stream'],
      },
      handler: async (request, reply) => {
        const { userId } = requireAuth(request);
        await openEventStream((raw) => deps.hub.add(userId, raw), request, reply);
      },
    });

    app.post('/admin/notices', {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Back office: notices'],
        summary: 'Send a notice to one customer (by mobile) or to all: it lands in their inbox',
        description:
          'urgent: true also texts it (SMS). To all, it is written in batches of customers, each ' +
          'its own transaction.',
        security: bearerAuth,
        body: noticeRequestSchema,
        response: { 200: noticeResponseSchema, ...guardedErrorResponses, 404: errorResponseSchema },
      },
      handler: async (request) => {
        const data = await deps.notices.send(request.body);
        return {
          result: true as const,
          success: true as const,
          message: messageText('NOTICE_SENT', { recipients: data.recipients }),
          code: 'NOTICE_SENT' as const,
          data,
        };
      },
    });
  };
}

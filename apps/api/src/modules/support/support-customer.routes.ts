import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  getActiveCategoriesRequestSchema,
  getActiveCategoriesResponseSchema,
  getMessagesQuerySchema,
  getMessagesResponseSchema,
  insertMessageFieldsSchema,
  insertMessageFormSchema,
  insertMessageResponseSchema,
  supportUnreadResponseSchema,
  toggleIsOpenRequestSchema,
  toggleIsOpenResponseSchema,
} from '@kosh/contract/support';
import { bearerAuth } from '../../lib/route-schemas';
import { viewerOf } from '../../plugins/auth';
import { sendPrivateFile } from '../../lib/private-file';
import type { SupportAttachmentsService } from './support-attachments.service';
import type { SupportCategoriesService } from './support-categories.service';
import type { SupportCreateTicketService } from './support-create-ticket.service';
import type { SupportEventsHub } from './support-events.hub';
import type { SupportGetMessagesService } from './support-get-messages.service';
import type { SupportLiveService } from './support-live.service';
import type { SupportReplyService } from './support-reply.service';
import {
  customerTags,
  errors,
  liveChannelRoute,
  perUser,
  readTicketForm,
  statusUpdated,
} from './support-route-helpers';
import type { SupportStatusService } from './support-status.service';

const attachmentParams = z.object({ id: z.string().max(64) });

/**
 * The spec's four calls (admin/…) and the app's attachments, badge and live channel. A signed-in
 * admin may call them too: they then see every ticket, not only their own.
 */
export function supportCustomerRoutes(support: {
  createTicket: SupportCreateTicketService;
  reply: SupportReplyService;
  messages: SupportGetMessagesService;
  status: SupportStatusService;
  attachments: SupportAttachmentsService;
  live: SupportLiveService;
  categories: SupportCategoriesService;
  hub: SupportEventsHub;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { categories, hub } = support;
    const tags = customerTags;

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
        const { viewer, parsed, slipImage } = await readTicketForm(
          request,
          insertMessageFieldsSchema,
        );
        // With a Mid it is a reply to that ticket; without, a new ticket.
        const result =
          parsed.Mid !== undefined
            ? await support.reply.reply(viewer, parsed.Mid, parsed.Msg, slipImage)
            : await support.createTicket.create(viewer, parsed, slipImage);
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
        ...statusUpdated(
          await support.status.setOpen(viewerOf(request), request.body.Mid, request.body.isOpen),
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
        return sendPrivateFile(reply, {
          contentType: file.contentType,
          filename: file.name.replace(/[^\w .()-]/g, '_'),
          data: file.data,
          download: file.contentType === 'application/pdf',
        });
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

    app.get('/v1/support/events', {
      onRequest: app.authenticate,
      ...liveChannelRoute(hub, 'Live changes to the customer’s tickets (server-sent events)', tags),
    });
  };
}

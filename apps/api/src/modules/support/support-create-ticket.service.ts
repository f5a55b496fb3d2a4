import { sql } from 'drizzle-orm';
import { SENDER_CLIENT, type InsertMessageFields } from '@kosh/contract/support';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { prepareAttachment } from './support-attachment-check';
import type { SupportAttachmentsService } from './support-attachments.service';
import type { SupportCategoriesRepository } from './support-categories.repository';
import type { AddMessage } from './support-message-writer';
import type { SupportPeopleRepository } from './support-people.repository';
import type { Viewer } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';

const invalid = AppError.invalid;

/** admin/insertMessage without a Mid: a new ticket (Mtype, ReceiverId, MsgSubject, Msg). */
export function createSupportCreateTicketService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  categories: SupportCategoriesRepository;
  people: SupportPeopleRepository;
  attachments: SupportAttachmentsService;
  addMessage: AddMessage;
}) {
  const { db, tickets, categories, people, attachments, addMessage } = deps;

  return {
    /** The category must be active and the ReceiverId the one who receives it. */
    async create(
      viewer: Viewer,
      fields: InsertMessageFields,
      upload: { data: Buffer; filename: string } | undefined,
    ) {
      const file = upload ? await prepareAttachment(upload) : null;
      const mtype = fields.Mtype ?? '';
      const byId = /^\d+$/.test(mtype);
      const category = await categories.findNamed(db, mtype);
      if (!category || !category.active) throw invalid('Mtype', 'TICKET_CATEGORY_UNKNOWN');
      const receiver = category.receiverId
        ? (await people.byIds(db, [category.receiverId])).get(category.receiverId)
        : undefined;
      if (!receiver || receiver.publicId !== fields.ReceiverId) {
        throw invalid('ReceiverId', 'TICKET_RECEIVER_UNSET');
      }
      const subject = (fields.MsgSubject ?? '').trim();
      const result = await attachments.withFile(file, (key) =>
        db.transaction(async (tx) => {
          const ticket = await tickets.insert(tx, {
            customerId: viewer.userId,
            categoryId: category.id,
            categoryAsSent: byId ? null : mtype,
            subject,
            lastSenderType: SENDER_CLIENT,
            waitingSince: sql`now()`,
            customerReadAt: sql`now()`,
          });
          return addMessage(
            tx,
            ticket,
            { userId: viewer.userId, type: SENDER_CLIENT },
            fields.Msg,
            file,
            key,
          );
        }),
      );
      return {
        code: 'TICKET_CREATED' as const,
        params: { Mid: String(result.ticket.id) },
        Mid: String(result.ticket.id),
        messageId: String(result.message.id),
      };
    },
  };
}

export type SupportCreateTicketService = ReturnType<typeof createSupportCreateTicketService>;

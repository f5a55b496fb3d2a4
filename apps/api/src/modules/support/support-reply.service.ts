import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { SENDER_ADMIN, SENDER_CLIENT } from '@kosh/contract/support';
import type { Db, DbOrTx } from '../../db/client';
import type { TextCustomer } from '../../lib/customer-sms';
import type { AgentTicketView } from './support-agent-ticket-view';
import { prepareAttachment } from './support-attachment-check';
import type { SupportAttachmentsService } from './support-attachments.service';
import type { AddMessage } from './support-message-writer';
import type { Viewer, VisibleTicket } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';
import type { SupportTicketRow } from './support.tables';

type Upload = { data: Buffer; filename: string } | undefined;

/** A message on an existing ticket: through admin/insertMessage (Mid, Msg) or the back office. */
export function createSupportReplyService(deps: {
  db: Db;
  text: TextCustomer;
  tickets: SupportTicketsRepository;
  visibleTicket: VisibleTicket;
  attachments: SupportAttachmentsService;
  addMessage: AddMessage;
  agentView: AgentTicketView;
}) {
  const { db, tickets, visibleTicket, attachments, addMessage, agentView } = deps;

  /** The customer's SMS of the team's reply, written in the reply's own transaction. */
  function textReply(tx: DbOrTx, ticket: SupportTicketRow) {
    return deps.text(tx, ticket.customerId, 'supportReply', { ticket: String(ticket.id) });
  }

  return {
    /**
     * admin/insertMessage with a Mid. Who writes comes from the token. A customer's reply to a
     * closed ticket opens it again.
     */
    async reply(viewer: Viewer, mid: string, body: string, upload: Upload) {
      const file = upload ? await prepareAttachment(upload) : null;
      const found = await visibleTicket(db, viewer, mid);
      // An admin answering someone else's ticket writes for the team; anyone else as its customer.
      const senderType =
        viewer.role === 'admin' && found.customerId !== viewer.userId
          ? SENDER_ADMIN
          : SENDER_CLIENT;
      const result = await attachments.withFile(file, (key) =>
        db.transaction(async (tx) => {
          const ticket = await visibleTicket(tx, viewer, mid, true);
          const added = await addMessage(
            tx,
            ticket,
            { userId: viewer.userId, type: senderType },
            body,
            file,
            key,
          );
          if (senderType === SENDER_ADMIN) await textReply(tx, added.ticket);
          return added;
        }),
      );
      const code: MessageCode = result.reopened ? 'TICKET_REOPENED_BY_REPLY' : 'TICKET_REPLY_SENT';
      return {
        code,
        Mid: String(result.ticket.id),
        messageId: String(result.message.id),
      };
    },

    /** The team's reply from the back office; the customer gets an SMS once it is saved. */
    async agentReply(viewer: Viewer, mid: string, body: string, upload: Upload) {
      const file = upload ? await prepareAttachment(upload) : null;
      await visibleTicket(db, viewer, mid);
      const result = await attachments.withFile(file, (key) =>
        db.transaction(async (tx) => {
          const ticket = await visibleTicket(tx, viewer, mid, true);
          const added = await addMessage(
            tx,
            ticket,
            { userId: viewer.userId, type: SENDER_ADMIN },
            body,
            file,
            key,
          );
          await tickets.markReadByTeamNow(tx, ticket.id);
          await textReply(tx, added.ticket);
          return added;
        }),
      );
      return agentView.one(db, result.ticket.id);
    },
  };
}

export type SupportReplyService = ReturnType<typeof createSupportReplyService>;

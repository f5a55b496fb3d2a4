import { SENDER_CLIENT } from '@kosh/contract/support';
import type { Tx } from '../../db/client';
import type { PreparedFile } from './support-attachment-check';
import type { SupportEventsRepository } from './support-events.repository';
import type { SupportMessagesRepository } from './support-messages.repository';
import { notFound } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';
import type { SupportTicketRow } from './support.tables';

/** Writes a message the way every sender does: attachment, message, ticket summary, live event. */
export function createSupportMessageWriter(deps: {
  tickets: SupportTicketsRepository;
  messages: SupportMessagesRepository;
  events: SupportEventsRepository;
}) {
  const { tickets, messages, events } = deps;

  /** A message (and its attachment row) on a locked ticket, updating the ticket's summary. */
  return async function addMessage(
    tx: Tx,
    ticket: SupportTicketRow,
    sender: { userId: string; type: string },
    body: string,
    file: PreparedFile | null,
    key: string | null,
  ) {
    let attachmentId: string | null = null;
    if (file && key) {
      const attachment = await messages.insertAttachment(tx, {
        ticketId: ticket.id,
        uploadedBy: sender.userId,
        storageKey: key,
        contentType: file.contentType,
        size: file.data.length,
        originalName: file.name,
      });
      attachmentId = attachment?.id ?? null;
    }
    const message = await messages.insert(tx, {
      ticketId: ticket.id,
      senderId: sender.userId,
      senderType: sender.type,
      body,
      attachmentId,
    });
    const fromCustomer = sender.type === SENDER_CLIENT;
    const reopen = fromCustomer && !ticket.isOpen;
    const updated = await tickets.update(tx, ticket.id, {
      lastMessageAt: message.createdAt,
      lastSenderType: sender.type,
      waitingSince: fromCustomer ? (ticket.waitingSince ?? message.createdAt) : null,
      isOpen: reopen ? true : ticket.isOpen,
      ...(fromCustomer ? { customerReadAt: message.createdAt } : {}),
    });
    if (!updated) throw notFound();
    await events.insert(tx, updated, 'message', sender.type);
    return { message, ticket: updated, reopened: reopen };
  };
}

export type AddMessage = ReturnType<typeof createSupportMessageWriter>;

import { addIstDays, istInstant } from '@kosh/contract/common/ist-day';
import { SENDER_CLIENT, type GetMessagesQuery, type TicketMessage } from '@kosh/contract/support';
import type { Db } from '../../db/client';
import type { SupportMessagesRepository } from './support-messages.repository';
import type { SupportPeopleRepository } from './support-people.repository';
import { attachUrl, type Viewer, type VisibleTicket } from './support-ticket-access';
import type { SupportTicketsRepository, TicketListFilter } from './support-tickets.repository';

/** yyyy-MM-dd as India's midnight. */
const istMidnight = (day: string) => istInstant(day);
const nextIstMidnight = (day: string) => istInstant(addIstDays(day, 1));

function parseOpen(value: string | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** admin/getMessages: the tickets, or one ticket's conversation. */
export function createSupportGetMessagesService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  messages: SupportMessagesRepository;
  people: SupportPeopleRepository;
  visibleTicket: VisibleTicket;
}) {
  const { db, tickets, messages: messagesRepo, people: peopleRepo, visibleTicket } = deps;

  return {
    /**
     * admin/getMessages. Without Mid: tickets newest first (a customer's own; an admin's every
     * ticket, filtered). With Mid: that ticket's messages oldest first, and for its customer the
     * team's replies are read from now on.
     */
    async getMessages(viewer: Viewer, query: GetMessagesQuery): Promise<TicketMessage[]> {
      const isAdmin = viewer.role === 'admin';
      if (query.Mid) {
        const ticket = await visibleTicket(db, viewer, query.Mid);
        if (ticket.customerId === viewer.userId) {
          await tickets.markReadByCustomer(db, ticket.id);
        }
        const summary = await tickets.summary(
          db,
          ticket.id,
          isAdmin && ticket.customerId !== viewer.userId ? 'team' : 'customer',
        );
        const messages = await messagesRepo.ofTicket(db, ticket.id);
        const people = await peopleRepo.byIds(db, [
          ticket.customerId,
          ...messages.map((m) => m.senderId),
          ...(ticket.assigneeId ? [ticket.assigneeId] : []),
          ...(summary?.receiverId ? [summary.receiverId] : []),
        ]);
        const attachments = await messagesRepo.attachmentsByIds(
          db,
          messages.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
        );
        const customer = people.get(ticket.customerId);
        const teamId = ticket.assigneeId ?? summary?.receiverId ?? null;
        const team = teamId ? people.get(teamId) : undefined;
        return messages.map((m) => {
          const attachment = m.attachmentId ? attachments.get(m.attachmentId) : undefined;
          return {
            Mid: String(ticket.id),
            Mtype: ticket.categoryAsSent ?? String(ticket.categoryId),
            Category: summary?.category ?? '',
            CategoryHi: summary?.categoryHi ?? null,
            MsgSubject: ticket.subject,
            Msg: m.body,
            Doe: m.createdAt.toISOString(),
            isOpen: ticket.isOpen,
            SenderId: people.get(m.senderId)?.publicId ?? '',
            ReceiverId:
              m.senderType === SENDER_CLIENT
                ? (team?.publicId ?? null)
                : (customer?.publicId ?? null),
            senderType: m.senderType,
            Attach: attachment ? attachUrl(attachment.id) : null,
            attachType: attachment?.contentType ?? null,
            attachName: attachment?.originalName ?? null,
            messageId: String(m.id),
            messageCount: Number(summary?.count ?? messages.length),
            lastMessageAt: ticket.lastMessageAt.toISOString(),
            unread: Number(summary?.unread ?? 0),
          };
        });
      }

      const by: { customerId?: string; assigneeId?: string } = {};
      if (isAdmin) {
        const who = query.SenderId || query.ReceiverAndSenderId;
        if (who) {
          const customer = await peopleRepo.byPublicId(db, who);
          if (!customer) return [];
          by.customerId = customer.id;
        }
        if (query.AssignTo) {
          const assignee = await peopleRepo.byPublicId(db, query.AssignTo);
          if (!assignee) return [];
          by.assigneeId = assignee.id;
        }
      }
      const filter: TicketListFilter = {
        createdFrom: query.FromDate ? istMidnight(query.FromDate) : undefined,
        createdBefore: query.ToDate ? nextIstMidnight(query.ToDate) : undefined,
        isOpen: parseOpen(query.isOpen),
        mtype: query.Mtype,
        unreadOnly: query.isRead === '1',
      };
      const rows = isAdmin
        ? await tickets.listTicketsForAgent(db, by, filter)
        : await tickets.listCustomerTickets(db, viewer.userId, filter);
      const firstIds = rows.flatMap((r) => (r.firstId ? [BigInt(r.firstId)] : []));
      const firsts = await messagesRepo.byIds(db, firstIds);
      const byTicket = new Map(firsts.map((m) => [String(m.ticketId), m]));
      const attachments = await messagesRepo.attachmentsByIds(
        db,
        firsts.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
      );
      const people = await peopleRepo.byIds(db, [
        ...rows.map((r) => r.ticket.customerId),
        ...rows.flatMap((r) => [r.ticket.assigneeId, r.receiverId].filter((x): x is string => !!x)),
      ]);
      return rows.map((r) => {
        const first = byTicket.get(String(r.ticket.id));
        const attachment = first?.attachmentId ? attachments.get(first.attachmentId) : undefined;
        const teamId = r.ticket.assigneeId ?? r.receiverId;
        return {
          Mid: String(r.ticket.id),
          Mtype: r.ticket.categoryAsSent ?? String(r.ticket.categoryId),
          Category: r.category,
          CategoryHi: r.categoryHi,
          MsgSubject: r.ticket.subject,
          Msg: first?.body ?? '',
          Doe: r.ticket.createdAt.toISOString(),
          isOpen: r.ticket.isOpen,
          SenderId: people.get(r.ticket.customerId)?.publicId ?? '',
          ReceiverId: teamId ? (people.get(teamId)?.publicId ?? null) : null,
          senderType: SENDER_CLIENT,
          Attach: attachment ? attachUrl(attachment.id) : null,
          attachType: attachment?.contentType ?? null,
          attachName: attachment?.originalName ?? null,
          messageId: first ? String(first.id) : '',
          messageCount: Number(r.count),
          lastMessageAt: r.ticket.lastMessageAt.toISOString(),
          unread: Number(r.unread),
        };
      });
    },
  };
}

export type SupportGetMessagesService = ReturnType<typeof createSupportGetMessagesService>;

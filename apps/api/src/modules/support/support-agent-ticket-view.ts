import type { AdminTicket } from '@kosh/contract/support';
import type { DbOrTx } from '../../db/client';
import type { SupportPeopleRepository } from './support-people.repository';
import { notFound } from './support-ticket-access';
import type { AgentTicketRow, SupportTicketsRepository } from './support-tickets.repository';

/** Tickets as the back office shows them: customer, assignee, counts and a preview. */
export function createAgentTicketView(deps: {
  tickets: SupportTicketsRepository;
  people: SupportPeopleRepository;
}) {
  const { tickets, people } = deps;

  async function many(tx: DbOrTx, rows: AgentTicketRow[]): Promise<AdminTicket[]> {
    const assignees = await people.byIds(
      tx,
      rows.flatMap((r) => (r.ticket.assigneeId ? [r.ticket.assigneeId] : [])),
    );
    return rows.map((r) => {
      const assignee = r.ticket.assigneeId ? assignees.get(r.ticket.assigneeId) : undefined;
      return {
        Mid: String(r.ticket.id),
        subject: r.ticket.subject,
        categoryId: r.ticket.categoryId,
        category: r.category,
        isOpen: r.ticket.isOpen,
        customer: { userId: r.customerPublicId, name: r.customerName, mobile: r.customerMobile },
        assignee: assignee ? { userId: assignee.publicId, name: assignee.name } : null,
        createdAt: r.ticket.createdAt.toISOString(),
        lastMessageAt: r.ticket.lastMessageAt.toISOString(),
        lastSenderType: r.ticket.lastSenderType,
        waitingSince: r.ticket.waitingSince?.toISOString() ?? null,
        unread: Number(r.unread),
        messageCount: Number(r.messageCount),
        preview: r.preview,
      };
    });
  }

  return {
    many,
    async one(tx: DbOrTx, id: bigint): Promise<AdminTicket> {
      const [ticket] = await many(tx, await tickets.agentTicketRows(tx, id));
      if (!ticket) throw notFound();
      return ticket;
    },
  };
}

export type AgentTicketView = ReturnType<typeof createAgentTicketView>;

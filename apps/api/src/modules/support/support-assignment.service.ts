import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AgentTicketView } from './support-agent-ticket-view';
import type { SupportEventsRepository } from './support-events.repository';
import type { SupportPeopleRepository } from './support-people.repository';
import { notFound, parseMid } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';

/** Which admin a ticket is with, and the admins it can go to. */
export function createSupportAssignmentService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  people: SupportPeopleRepository;
  events: SupportEventsRepository;
  agentView: AgentTicketView;
}) {
  const { db, tickets, people, events, agentView } = deps;

  return {
    /** Gives the ticket to an admin (their public id), or to nobody (null). */
    async assign(mid: string, assignee: string | null) {
      const id = parseMid(mid);
      const admin = assignee ? await people.adminByPublicId(db, assignee) : null;
      if (assignee && !admin) throw AppError.invalid('assignee', 'TICKET_ASSIGNEE_UNKNOWN');
      await db.transaction(async (tx) => {
        const row = await tickets.update(tx, id, { assigneeId: admin?.id ?? null });
        if (!row) throw notFound();
        await events.insert(tx, row, 'assigned', null);
      });
      const ticket = await agentView.one(db, id);
      return {
        ticket,
        code: admin ? ('TICKET_ASSIGNED' as const) : ('TICKET_UNASSIGNED' as const),
        params: (admin ? { Mid: ticket.Mid, name: admin.name } : { Mid: ticket.Mid }) as Record<
          string,
          string
        >,
      };
    },

    admins() {
      return people.admins(db);
    },
  };
}

export type SupportAssignmentService = ReturnType<typeof createSupportAssignmentService>;

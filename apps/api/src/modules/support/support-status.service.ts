import type { Db } from '../../db/client';
import type { AgentTicketView } from './support-agent-ticket-view';
import type { SupportEventsRepository } from './support-events.repository';
import { notFound, type Viewer, type VisibleTicket } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';

/** A ticket opened or closed: by its customer (admin/toggleIsOpenField) or by the team. */
export function createSupportStatusService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  events: SupportEventsRepository;
  visibleTicket: VisibleTicket;
  agentView: AgentTicketView;
}) {
  const { db, tickets, events, visibleTicket, agentView } = deps;

  /** The customer's own ticket (an admin's: any), opened or closed. */
  async function setOpen(viewer: Viewer, mid: string, isOpen: boolean) {
    const ticket = await db.transaction(async (tx) => {
      const row = await visibleTicket(tx, viewer, mid, true);
      const updated = await tickets.update(tx, row.id, { isOpen });
      if (!updated) throw notFound();
      await events.insert(tx, updated, 'status', null);
      return updated;
    });
    return { Mid: String(ticket.id), isOpen: ticket.isOpen };
  }

  return {
    setOpen,

    /** The back office's close or reopen, answered with the ticket as the inbox shows it. */
    async agentSetOpen(viewer: Viewer, mid: string, isOpen: boolean) {
      const result = await setOpen(viewer, mid, isOpen);
      return agentView.one(db, BigInt(result.Mid));
    },
  };
}

export type SupportStatusService = ReturnType<typeof createSupportStatusService>;

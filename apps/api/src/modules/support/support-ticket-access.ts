import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import type { SupportTicketsRepository } from './support-tickets.repository';

/** Who asks: a customer sees only their own tickets, an admin every ticket. */
export interface Viewer {
  userId: string;
  role: 'customer' | 'admin';
}

export const notFound = () => new AppError('NOT_FOUND', 'TICKET_NOT_FOUND');
export const attachUrl = (id: string) => `/api/v1/support/attachments/${id}`;

/** A ticket's Mid as its id; anything else is a ticket that does not exist. */
export function parseMid(mid: string): bigint {
  if (!/^[1-9]\d{0,15}$/.test(mid)) throw notFound();
  return BigInt(mid);
}

/** A ticket the viewer may see (a customer: only their own), else 404. */
export function createTicketAccess(tickets: SupportTicketsRepository) {
  return async function visibleTicket(tx: DbOrTx, viewer: Viewer, mid: string, lock = false) {
    const id = parseMid(mid);
    const row =
      viewer.role === 'admin'
        ? await tickets.findTicketForAgent(tx, id, lock)
        : await tickets.findCustomerTicket(tx, viewer.userId, id, lock);
    if (!row) throw notFound();
    return row;
  };
}

export type VisibleTicket = ReturnType<typeof createTicketAccess>;

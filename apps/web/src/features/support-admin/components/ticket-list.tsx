import { Link } from 'react-router';
import { SENDER_CLIENT } from '@kosh/contract/support';
import type { AdminTicket } from '../api/tickets';
import { useSupportAdminT } from '../messages';
import { elapsedSince, formatTicketDay } from '../utils/format';
import { TicketStatusBadge } from './ticket-status-badge';

/** How long the customer has waited ('waiting 3 h'), or when the ticket last moved. */
export function useTicketAge() {
  const t = useSupportAdminT();
  return (ticket: AdminTicket, now = Date.now()) => {
    if (ticket.waitingSince && ticket.lastSenderType === SENDER_CLIENT && ticket.isOpen) {
      const { unit, n } = elapsedSince(ticket.waitingSince, now);
      return { waiting: true, text: t(`waiting.${unit}`, { n }) };
    }
    return {
      waiting: false,
      text: t('lastActivity', { when: formatTicketDay(ticket.lastMessageAt) }),
    };
  };
}

/** The inbox's rows: each opens its conversation, the filters kept in the address. */
export function TicketList({
  tickets,
  search,
}: {
  tickets: readonly AdminTicket[];
  /** The inbox's query string, carried into the ticket's address. */
  search: string;
}) {
  const t = useSupportAdminT();
  const age = useTicketAge();
  return (
    <ul aria-label={t('listLabel')} className="space-y-3">
      {tickets.map((ticket) => {
        const { waiting, text } = age(ticket);
        return (
          <li key={ticket.Mid}>
            <Link
              to={`/admin/tickets/${encodeURIComponent(ticket.Mid)}${search}`}
              className="block rounded-[var(--radius-card)] border border-transparent bg-surface p-4 shadow-[var(--shadow-card)] hover:border-brand-300 focus-visible:border-brand-500"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-xs font-semibold text-ink-muted">
                    {t('ticketNo', { Mid: ticket.Mid })} · {ticket.category}
                  </p>
                  <p className="mt-0.5 break-words font-semibold text-ink">{ticket.subject}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {ticket.unread > 0 && (
                    <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
                      {t('unreadCount', { n: ticket.unread })}
                    </span>
                  )}
                  <TicketStatusBadge isOpen={ticket.isOpen} />
                </div>
              </div>
              <p className="mt-2 text-sm text-ink">
                {ticket.customer.name} · {ticket.customer.mobile}
              </p>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span className="text-ink-muted">
                  {ticket.assignee
                    ? t('assignedTo', { name: ticket.assignee.name })
                    : t('unassigned')}
                </span>
                <span
                  className={
                    waiting ? 'font-semibold text-amber-800 dark:text-amber-300' : 'text-ink-muted'
                  }
                >
                  {text}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

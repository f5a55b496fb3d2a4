import { clsx } from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { SENDER_CLIENT, type AdminTicketDetailResponse } from '@kosh/contract/support';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { dismissApiError, useShowApiError } from '@/lib/show-error';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useAssign, useSetTicketOpen, type SupportAdmin } from '../api/tickets';
import { useSupportAdminT } from '../messages';
import { formatTicketTime } from '../utils/format';
import { TicketAttachment } from './attachment';
import { TicketCustomerPanel } from './ticket-customer-panel';
import { TicketPanel } from './ticket-panel';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusBadge } from './ticket-status-badge';

type Detail = AdminTicketDetailResponse['data'];

/** A ticket: its conversation and reply box, the actions, and the customer beside (below on a phone). */
export function TicketView({
  detail,
  admins,
}: {
  detail: Detail;
  admins: readonly SupportAdmin[];
}) {
  const t = useSupportAdminT();
  const { ticket } = detail;
  return (
    <div className="space-y-4">
      <div className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-muted">
              {t('ticketNo', { Mid: ticket.Mid })} · {ticket.category}
            </p>
            <h2 className="mt-1 break-words text-xl font-bold text-ink">{ticket.subject}</h2>
          </div>
          <TicketStatusBadge isOpen={ticket.isOpen} />
        </div>
        <TicketActions detail={detail} admins={admins} />
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <Conversation detail={detail} />
          <TicketReplyForm Mid={ticket.Mid} />
        </div>
        <TicketCustomerPanel customer={detail.customer} />
      </div>
    </div>
  );
}

function TicketActions({ detail, admins }: { detail: Detail; admins: readonly SupportAdmin[] }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const session = useSession();
  const showError = useShowApiError();
  const { ticket } = detail;
  const [chosen, setChosen] = useState(ticket.assignee?.userId ?? '');
  const assign = useAssign();
  const setOpen = useSetTicketOpen();
  const busy = assign.isPending || setOpen.isPending;

  const doAssign = (assignee: string | null) =>
    assign.mutate(
      { Mid: ticket.Mid, assignee },
      {
        onSuccess: (answer) => {
          dismissApiError();
          setChosen(answer.data.assignee?.userId ?? '');
          // The answer carries the code without its parameters: they are the ticket's.
          toast.success(
            tm(answer, { Mid: answer.data.Mid, name: answer.data.assignee?.name ?? '' }),
            { id: 'support-action' },
          );
        },
        onError: (error) => showError(error, { fallback: 'TICKET_ASSIGNEE_UNKNOWN' }),
      },
    );
  const toggle = () =>
    setOpen.mutate(
      { Mid: ticket.Mid, isOpen: !ticket.isOpen },
      {
        onSuccess: (answer) => {
          dismissApiError();
          toast.success(tm(answer), { id: 'support-action' });
        },
        onError: (error) => showError(error, { fallback: 'TICKET_NOT_FOUND' }),
      },
    );

  return (
    <div className="mt-4 flex flex-wrap items-end gap-3" role="group" aria-label={t('actions')}>
      <SelectField
        label={t('assignTo')}
        className="min-w-0 flex-1 basis-48"
        value={chosen}
        options={[
          { value: '', label: t('unassigned') },
          ...admins.map((a) => ({ value: a.userId, label: a.name })),
        ]}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button
        variant="secondary"
        disabled={busy || chosen === (ticket.assignee?.userId ?? '')}
        onClick={() => doAssign(chosen || null)}
      >
        {t('assign')}
      </Button>
      {session && ticket.assignee?.userId !== session.userId && (
        <Button variant="secondary" disabled={busy} onClick={() => doAssign(session.userId)}>
          {t('assignToMe')}
        </Button>
      )}
      <Button variant={ticket.isOpen ? 'secondary' : 'primary'} disabled={busy} onClick={toggle}>
        {ticket.isOpen ? t('closeTicket') : t('reopenTicket')}
      </Button>
    </div>
  );
}

function Conversation({ detail }: { detail: Detail }) {
  const t = useSupportAdminT();
  return (
    <TicketPanel headingId="ticket-conversation" title={t('conversation')}>
      <ol className="mt-3 space-y-3">
        {detail.messages.map((message) => {
          const client = message.senderType === SENDER_CLIENT;
          return (
            <li
              key={message.messageId}
              className={clsx(
                'rounded-xl border p-3',
                client
                  ? 'mr-6 border-line bg-canvas'
                  : 'ml-6 border-brand-200 bg-brand-50 dark:bg-brand-900/30',
              )}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-bold text-ink">{client ? t('client') : t('admin')}</span>
                <span className="text-ink-muted">{message.sender.name}</span>
                <time dateTime={message.Doe} className="ml-auto text-xs text-ink-muted">
                  {formatTicketTime(message.Doe)}
                </time>
              </p>
              <p className="mt-1.5 whitespace-pre-wrap break-words text-ink">{message.Msg}</p>
              {message.Attach && (
                <div className="mt-2">
                  <TicketAttachment
                    url={message.Attach}
                    type={message.attachType}
                    name={message.attachName}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </TicketPanel>
  );
}

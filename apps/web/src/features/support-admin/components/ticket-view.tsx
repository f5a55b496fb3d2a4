import { clsx } from 'clsx';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  SENDER_CLIENT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_MESSAGE_MAX,
  type AdminTicketDetailResponse,
} from '@kosh/contract/support';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextAreaField } from '@/components/ui/text-area-field';
import { dismissApiError, useShowApiError } from '@/lib/show-error';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useAssign, useReply, useSetTicketOpen, type SupportAdmin } from '../api/tickets';
import { useSupportAdminT } from '../messages';
import { formatTicketDay, formatTicketTime } from '../utils/format';
import { TicketAttachment } from './attachment';

type Detail = AdminTicketDetailResponse['data'];

const ACCEPTED = 'image/jpeg,image/png,image/webp,application/pdf';

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
          <StatusBadge
            tone={ticket.isOpen ? 'pending' : 'success'}
            label={ticket.isOpen ? t('open') : t('closed')}
          />
        </div>
        <TicketActions detail={detail} admins={admins} />
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <Conversation detail={detail} />
          <ReplyForm Mid={ticket.Mid} />
        </div>
        <CustomerPanel customer={detail.customer} />
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
    <section
      aria-labelledby="ticket-conversation"
      className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <h2 id="ticket-conversation" className="text-lg font-bold text-ink">
        {t('conversation')}
      </h2>
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
    </section>
  );
}

function ReplyForm({ Mid }: { Mid: string }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const showError = useShowApiError();
  const reply = useReply();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  const clearFile = () => {
    setFile(null);
    setFileError(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(tm('TICKET_MESSAGE_REQUIRED'));
      return;
    }
    if (fileError) return;
    reply.mutate(
      { Mid, Msg: text, file },
      {
        onSuccess: (answer) => {
          dismissApiError();
          setText('');
          clearFile();
          toast.success(tm(answer), { id: 'support-action' });
        },
        onError: (failure) => showError(failure, { fallback: 'TICKET_MESSAGE_REQUIRED' }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <TextAreaField
        label={t('reply')}
        rows={4}
        value={text}
        maxLength={TICKET_MESSAGE_MAX}
        note={t('replyNote', { count: text.length, max: TICKET_MESSAGE_MAX })}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="space-y-1.5">
        <label htmlFor={`reply-file-${Mid}`} className="block text-sm font-medium text-ink">
          {t('attachmentOptional')}
        </label>
        <input
          ref={fileInput}
          id={`reply-file-${Mid}`}
          type="file"
          accept={ACCEPTED}
          aria-describedby={`reply-file-${Mid}-hint`}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-brand-200 file:bg-surface file:px-4 file:font-semibold file:text-brand-700"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(
              !chosen
                ? undefined
                : chosen.size > TICKET_ATTACHMENT_MAX_BYTES
                  ? t('attachmentTooBig')
                  : !ACCEPTED.split(',').includes(chosen.type)
                    ? tm('TICKET_ATTACHMENT_TYPE')
                    : undefined,
            );
          }}
        />
        <p
          id={`reply-file-${Mid}-hint`}
          className={clsx('text-sm', fileError ? 'font-medium text-danger' : 'text-ink-muted')}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ?? t('attachmentHint')}
        </p>
        {file && (
          <button
            type="button"
            onClick={clearFile}
            className="min-h-11 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('removeAttachment')}
          </button>
        )}
      </div>
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

function CustomerPanel({ customer }: { customer: Detail['customer'] }) {
  const t = useSupportAdminT();
  const rows: [string, string][] = [
    [t('name'), customer.name],
    [t('mobile'), customer.mobile],
    [t('email'), customer.email || t('none')],
    [t('kycLevel'), customer.kycLevel],
    [t('joined'), formatTicketDay(customer.joinedAt)],
    [t('balance'), formatRupees(Number(customer.balance))],
  ];
  return (
    <aside
      aria-labelledby="ticket-customer"
      className="self-start rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <h2 id="ticket-customer" className="text-lg font-bold text-ink">
        {t('customer')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-muted">{term}</dt>
            <dd className="break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-ink">{t('recentActivity')}</h3>
      {customer.recentActivity.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('noActivity')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {customer.recentActivity.map((line, index) => (
            <li key={`${line.at}-${index}`} className="py-2">
              <div className="flex justify-between gap-2">
                <span className="min-w-0 break-words text-ink">{line.description}</span>
                <span
                  className={clsx(
                    'shrink-0 font-semibold',
                    line.amount.startsWith('-') ? 'text-ink' : 'text-success',
                  )}
                >
                  {line.amount.startsWith('-') ? '−' : '+'}
                  {formatRupees(Math.abs(Number(line.amount)))}
                </span>
              </div>
              <p className="text-xs text-ink-muted">
                {formatTicketTime(line.at)} · {line.status}
              </p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

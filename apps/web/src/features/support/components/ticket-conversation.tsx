import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TICKET_CHUNK, TICKET_MESSAGE_MAX } from '@kosh/contract/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import {
  conversationQueryOptions,
  insertMessage,
  TICKETS_KEY,
  UNREAD_KEY,
} from '../api/support-api';
import { useSupportT } from '../messages';
import { categoryName, formatMessageTime, isBlank, isClient, newest } from '../utils/support';
import { AttachmentField } from './attachment-field';
import { BackLink } from './back-link';
import { MessageAttachment } from './message-attachment';
import { TicketStatusSwitch } from './ticket-status-switch';

/**
 * /user-open-ticket/:Mid (docs/product-2.md §2 Support, §5): the ticket's header and switch, its messages
 * oldest first in chunks of 4, and the reply box. A reply from the team arrives through the live
 * channel, which refreshes this query.
 */
export function TicketConversation({ Mid }: { Mid: string }) {
  const t = useSupportT();
  const { tm, language } = useI18n();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(Mid));
  const [shown, setShown] = useState(TICKET_CHUNK);
  const [reply, setReply] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [replyError, setReplyError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  // Reading the ticket marks the team's replies read: the badge follows.
  const updatedAt = conversation.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt) void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  }, [updatedAt, queryClient]);

  if (conversation.isPending) {
    return (
      <div className="space-y-4">
        <BackLink to="/all-tickets" />
        <p role="status" className="text-ink-muted">
          {t('conversationLoading')}
        </p>
      </div>
    );
  }
  if (conversation.isError) {
    const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink to="/all-tickets" />
        <Card className="text-center">
          <p role="alert" className="font-semibold text-ink">
            {notFound ? t('notFound') : t('fetchFailed')}
          </p>
          {!notFound && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void conversation.refetch()}
            >
              {t('retry')}
            </Button>
          )}
        </Card>
      </div>
    );
  }

  const messages = conversation.data;
  const first = messages[0];
  const visible = newest(messages, shown);

  const earlier = () => {
    if (shown >= messages.length) {
      toast.info(t('noMore'));
      return;
    }
    setShown((n) => n + TICKET_CHUNK);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (isBlank(reply)) {
      setReplyError(t('blankReply'));
      return;
    }
    setReplyError(undefined);
    setSending(true);
    try {
      const response = await insertMessage({ Mid, Msg: reply.trim() }, file);
      setReply('');
      setFile(null);
      setShown((n) => n + 1);
      toast.success(tm(response));
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      await conversation.refetch();
    } catch (error) {
      const said = error instanceof ApiError ? tm(error) : t('wentWrong');
      setReplyError(said);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-5">
      <BackLink to="/all-tickets" />
      {first ? (
        <Card className="space-y-2">
          <h2 className="break-words text-lg font-bold text-ink">{first.MsgSubject}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('col.Mid')}</dt>
            <dd className="font-semibold text-ink">#{first.Mid}</dd>
            <dt className="text-ink-muted">{t('category')}</dt>
            <dd className="text-ink">{categoryName(first, language)}</dd>
            <dt className="text-ink-muted">{t('ticketStatus')}</dt>
            <dd>
              <span
                data-testid="ticket-status"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  first.isOpen ? 'bg-brand-50 text-brand-800' : 'bg-canvas text-ink',
                )}
              >
                {first.isOpen ? t('openUpper') : t('resolved')}
              </span>
            </dd>
          </dl>
          <TicketStatusSwitch Mid={first.Mid} isOpen={first.isOpen} />
        </Card>
      ) : null}

      <section aria-labelledby="conversation-heading" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="conversation-heading" className="text-lg font-bold text-ink">
            {t('conversation')}
          </h2>
          {messages.length > 0 && (
            <Button variant="secondary" className="min-h-11 text-sm" onClick={earlier}>
              {t('earlier')}
            </Button>
          )}
        </div>
        {messages.length === 0 ? (
          <Card>
            <p className="text-ink-muted">{t('noMessages')}</p>
          </Card>
        ) : (
          <ol className="space-y-3" aria-live="polite" aria-relevant="additions">
            {visible.map((m) => {
              const client = isClient(m.senderType);
              const sender = client ? t('client') : t('admin');
              return (
                <li
                  key={m.messageId}
                  className={clsx('flex', client ? 'justify-end' : 'justify-start')}
                >
                  <article
                    aria-label={sender}
                    className={clsx(
                      'max-w-[85%] space-y-2 rounded-2xl p-3 shadow-[var(--shadow-card)]',
                      client ? 'bg-brand-50 text-ink' : 'bg-surface text-ink',
                    )}
                  >
                    <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                      <span className="font-bold text-ink">{sender}</span>
                      <time dateTime={m.Doe} className="text-ink-muted">
                        {formatMessageTime(m.Doe, t('at'))}
                      </time>
                    </p>
                    <p className="whitespace-pre-wrap break-words text-sm">{m.Msg}</p>
                    {m.Attach && (
                      <MessageAttachment url={m.Attach} type={m.attachType} name={m.attachName} />
                    )}
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <Card>
        <form onSubmit={(e) => void send(e)} noValidate className="space-y-3">
          {first && !first.isOpen && (
            <p className="rounded-xl bg-canvas p-3 text-sm text-ink">{t('closedNote')}</p>
          )}
          <TextAreaField
            label={t('reply')}
            placeholder={t('replyPlaceholder')}
            note={t('messageNote', { left: TICKET_MESSAGE_MAX - reply.length })}
            error={replyError}
            value={reply}
            rows={3}
            maxLength={TICKET_MESSAGE_MAX}
            disabled={sending}
            onChange={(e) => {
              setReply(e.target.value);
              if (replyError) setReplyError(undefined);
            }}
          />
          <AttachmentField value={file} onChange={setFile} disabled={sending} />
          <Button type="submit" block disabled={sending} aria-busy={sending}>
            {sending ? t('sending') : t('send')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

import { clsx } from 'clsx';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_MESSAGE_MAX } from '@kosh/contract/support';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { dismissApiError, useShowApiError } from '@/lib/show-error';
import { useI18n } from '@/lib/i18n/i18n';
import { useReply } from '../api/tickets';
import { useSupportAdminT } from '../messages';

const ACCEPTED = 'image/jpeg,image/png,image/webp,application/pdf';

/** The agent's reply to a ticket: a message and, optionally, an image or PDF. */
export function TicketReplyForm({ Mid }: { Mid: string }) {
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

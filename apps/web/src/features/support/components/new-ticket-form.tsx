import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from '@kosh/contract/support';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { categoriesQueryOptions, insertMessage, TICKETS_KEY } from '../api/support-api';
import { useSupportT } from '../messages';
import { categoryName, isBlank } from '../utils/support';
import { AttachmentField } from './attachment-field';

/**
 * /support-ticket (docs/product-2.md §2 Support, §5): category, subject, message and an optional
 * attachment; Submit once while it is sent, then on to the new ticket's conversation.
 */
export function NewTicketForm() {
  const t = useSupportT();
  const { tm, language } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQueryOptions());
  const [category, setCategory] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const submitKey = useSubmitKey<null>();

  const chosen = categories.data?.find((c) => String(c.id) === category);
  const receiverUnset = !!chosen && !chosen.username;
  const valid = !!chosen && !receiverUnset && !isBlank(subject) && !isBlank(message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending || !chosen?.username) return;
    setSending(true);
    setAlert(undefined);
    const fingerprint = JSON.stringify([category, subject, message, file?.name, file?.size]);
    const { key } = submitKey.begin(fingerprint, () => null);
    try {
      const response = await insertMessage(
        {
          ReceiverId: chosen.username,
          Mtype: String(chosen.id),
          MsgSubject: subject.trim(),
          Msg: message.trim(),
        },
        file,
        key,
      );
      submitKey.settle();
      void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      toast.success(tm('TICKET_CREATED', { Mid: response.data.Mid }));
      navigate(`/user-open-ticket/${response.data.Mid}`);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) submitKey.settle();
      const said = error instanceof ApiError ? tm(error) : t('submitFailed');
      setAlert(said);
      toast.error(said);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-5">
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div>
            <h2 className="text-lg font-bold text-ink">{t('newTitle')}</h2>
            <p className="text-sm text-ink-muted">{t('newIntro')}</p>
          </div>
          {categories.isError ? (
            <div role="alert" className="space-y-2 rounded-xl bg-danger-soft p-3">
              <p className="text-sm font-medium text-danger">{t('categoriesFailed')}</p>
              <Button
                variant="secondary"
                onClick={() => void categories.refetch()}
                disabled={categories.isFetching}
              >
                {t('retry')}
              </Button>
            </div>
          ) : (
            <SelectField
              label={t('category')}
              placeholder={categories.isPending ? t('categoriesLoading') : t('categoryPlaceholder')}
              options={(categories.data ?? []).map((c) => ({
                value: String(c.id),
                label: categoryName(c, language),
              }))}
              value={category}
              disabled={categories.isPending || sending}
              onChange={(e) => setCategory(e.target.value)}
              error={receiverUnset ? 'TICKET_RECEIVER_UNSET' : undefined}
            />
          )}
          <Field
            label={t('subject')}
            placeholder={t('subjectPlaceholder')}
            value={subject}
            maxLength={TICKET_SUBJECT_MAX}
            disabled={sending}
            onChange={(e) => setSubject(e.target.value)}
          />
          <TextAreaField
            label={t('message')}
            note={t('messageNote', { left: TICKET_MESSAGE_MAX - message.length })}
            value={message}
            rows={5}
            maxLength={TICKET_MESSAGE_MAX}
            disabled={sending}
            onChange={(e) => setMessage(e.target.value)}
          />
          <AttachmentField value={file} onChange={setFile} disabled={sending} />
          <FormAlert message={alert} />
          <Button type="submit" block disabled={!valid || sending} aria-busy={sending}>
            {sending ? t('submitting') : t('submit')}
          </Button>
        </form>
      </Card>
      <Link
        to="/all-tickets"
        className="flex min-h-12 items-center justify-center rounded-xl border border-brand-200 bg-surface px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('viewTickets')}
      </Link>
    </div>
  );
}

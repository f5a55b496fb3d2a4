import type { Said } from '@/lib/i18n/i18n';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COMPLAINT_MAX_LENGTH, complainSchema } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useRaiseComplaint } from '../api/raise-complaint';
import { useHistoryMessage, useHistoryT } from '../messages';

/**
 * Send Complaint (docs/product-1.md §2, §5): a message and Submit. Without one, the spec's alert "Please
 * enter a complaint message."; the toasts are §8's.
 */
export function ComplaintForm({
  orderId,
  onSubmitted,
  onCancel,
  autoFocus = false,
}: {
  orderId: string;
  onSubmitted: (orderId: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useHistoryT();
  const { t: tApp } = useI18n();
  const serverMessage = useHistoryMessage();
  const raise = useRaiseComplaint();
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<Said>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const parsed = complainSchema.safeParse({ order_id: orderId, message });
    if (!parsed.success) {
      setAlert(parsed.error.issues[0]?.message ?? 'COMPLAINT_MESSAGE_REQUIRED');
      return;
    }
    try {
      const response = await raise.mutateAsync(parsed.data);
      toast.success(serverMessage(response.message || 'COMPLAINT_SENT'));
      onSubmitted(orderId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // The reason (already raised, not successful) stays on the form; the toast is the spec's.
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        setAlert(error);
      }
      toast.error(tApp('common.error'), {
        description: serverMessage('COMPLAINT_FAILED'),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextAreaField
        label={t('complaintLabel')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setAlert(undefined);
        }}
        rows={4}
        maxLength={COMPLAINT_MAX_LENGTH}
        required
        autoFocus={autoFocus}
        placeholder={t('complaintPlaceholder')}
        note={t('complaintCount', { count: message.length, max: COMPLAINT_MAX_LENGTH })}
        // The reason is the form's alert below; the box only turns red.
        invalid={Boolean(alert)}
      />
      <FormAlert message={alert ? serverMessage(alert) : undefined} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" disabled={raise.isPending}>
          {raise.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

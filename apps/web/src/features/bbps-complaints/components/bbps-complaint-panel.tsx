import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  BBPS_COMPLAINT_DESCRIPTION_MAX,
  BBPS_COMPLAINT_TYPES,
  raiseBbpsComplaintSchema,
  type BbpsComplaint,
  type BbpsComplaintType,
} from '@kosh/contract/bbps-complaints';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailItem } from '@/components/ui/detail-item';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { useBbpsComplaints, useRaiseBbpsComplaint } from '../api/bbps-complaints';
import { useBbpsComplaintT } from '../messages';

const TONES: Record<BbpsComplaint['status'], StatusTone> = {
  ASSIGNED: 'pending',
  RESOLVED: 'success',
  REJECTED: 'danger',
};

function ComplaintItem({ complaint }: { complaint: BbpsComplaint }) {
  const t = useBbpsComplaintT();
  const { language } = useI18n();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  return (
    <li className="rounded-xl border border-line px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">{t(`type.${complaint.type}`)}</p>
        <StatusBadge tone={TONES[complaint.status]} label={t(`status.${complaint.status}`)} />
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <DetailItem label={t('complaintId')}>
          <span className="break-all font-mono">{complaint.complaintId}</span>
        </DetailItem>
        {complaint.status === 'ASSIGNED' && (
          <p className="text-sm text-ink-muted">
            {t('answerBy', { date: formatDateTime(complaint.tatDueAt, locale) })}
          </p>
        )}
      </dl>
      {complaint.resolution && (
        <p className="mt-2 whitespace-pre-line text-sm text-ink">{complaint.resolution}</p>
      )}
    </li>
  );
}

/**
 * On a bill payment's receipt: the customer's BBPS complaints on it, with the biller's answers as
 * they come, and a form to raise one (what went wrong, a few words).
 */
export function BbpsComplaintPanel({ paymentId }: { paymentId: string }) {
  const t = useBbpsComplaintT();
  const { tm } = useI18n();
  const complaints = useBbpsComplaints();
  const raise = useRaiseBbpsComplaint(paymentId);
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<BbpsComplaintType | null>(null);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<Said>();
  const mine = (complaints.data?.data ?? []).filter((c) => c.paymentId === paymentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const parsed = raiseBbpsComplaintSchema.safeParse({ type, description });
    if (!parsed.success) {
      setAlert(parsed.error.issues[0]?.message ?? 'BBPS_COMPLAINT_TYPE_INVALID');
      return;
    }
    try {
      await raise.mutateAsync(parsed.data);
      toast.success(t('raised'));
      setOpen(false);
      setType(null);
      setDescription('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setAlert(error instanceof ApiError ? error : 'BBPS_COMPLAINT_UNAVAILABLE');
    }
  };

  return (
    <Card className="mt-4" role="region" aria-labelledby="bbps-complaint-title">
      <h2 id="bbps-complaint-title" className="text-base font-bold text-ink">
        {mine.length > 0 ? t('yours') : t('title')}
      </h2>
      {mine.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {mine.map((c) => (
            <ComplaintItem key={c.id} complaint={c} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      )}
      {!open ? (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink">{t('typeLegend')}</legend>
            {BBPS_COMPLAINT_TYPES.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name="bbps-complaint-type"
                  value={value}
                  checked={type === value}
                  onChange={() => {
                    setType(value);
                    setAlert(undefined);
                  }}
                  className="size-5 accent-brand"
                />
                {t(`type.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t('description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
            maxLength={BBPS_COMPLAINT_DESCRIPTION_MAX}
            note={t('count', { count: description.length, max: BBPS_COMPLAINT_DESCRIPTION_MAX })}
          />
          <FormAlert message={alert ? tm(alert) : undefined} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={raise.isPending}>
              {raise.isPending ? t('submitting') : t('submit')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

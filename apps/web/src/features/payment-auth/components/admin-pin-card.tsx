import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { lockEndWords } from '@kosh/contract/payment-auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { clearPinLock } from '../api/clear-pin-lock';
import { adminPinQueryOptions, useAdminPin } from '../api/get-admin-pin';
import { usePaymentAuthT } from '../messages';

/** The back office's view of a customer's payment PIN, and Clear lock (with a reason). */
export function AdminPinCard({ userId }: { userId: string }) {
  const t = usePaymentAuthT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const pin = useAdminPin(userId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const data = pin.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await clearPinLock(userId, reason);
      queryClient.setQueryData(adminPinQueryOptions(userId).queryKey, answer.data);
      toast.success(tm(answer));
      setReason('');
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3" role="region" aria-labelledby="admin-pin-title">
      <h2 id="admin-pin-title" className="text-lg font-semibold text-ink">
        {t('adminTitle')}
      </h2>
      {pin.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('adminLoadFailed')}
        </p>
      ) : !data ? (
        <p className="h-6 animate-pulse rounded bg-canvas" />
      ) : (
        <>
          <ul className="space-y-1 text-sm text-ink">
            <li>{data.hasPin ? t('adminHasPin') : t('adminNoPin')}</li>
            <li>
              {data.lockedUntil
                ? t('adminLocked', { until: lockEndWords(data.lockedUntil) })
                : t('adminNotLocked')}
            </li>
            <li>{t('adminAttempts', { count: data.failedAttempts })}</li>
            <li>{t('adminPasskeys', { count: data.passkeys })}</li>
          </ul>
          {data.hasPin && (data.lockedUntil || data.failedAttempts > 0) && (
            <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
              <Field
                label={t('adminReason')}
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
                error={error ? tm(error.fields[0] ?? error) : undefined}
              />
              <Button type="submit" disabled={busy}>
                {t('adminClear')}
              </Button>
            </form>
          )}
        </>
      )}
    </Card>
  );
}

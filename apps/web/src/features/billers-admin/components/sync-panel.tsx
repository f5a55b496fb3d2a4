import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CatalogueSyncState } from '@kosh/contract/billers';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { useApiErrorMessage } from '@/lib/show-error';
import { useSyncCatalogue } from '../api/sync-catalogue';
import { useBillersAdminT } from '../messages';

/**
 * Which of the aggregator's versions Kosh holds and since when (India's time), with Sync now. A
 * failed sync is said here, under the button, until the next try: the aggregator being down is
 * a state of the catalogue, not a passing notice.
 */
export function SyncPanel({ sync }: { sync: CatalogueSyncState }) {
  const t = useBillersAdminT();
  const { language } = useI18n();
  const errorMessage = useApiErrorMessage();
  const run = useSyncCatalogue();
  const [failure, setFailure] = useState<string | null>(null);

  const syncNow = () => {
    setFailure(null);
    run.mutate(undefined, {
      onSuccess: ({ data }) =>
        toast.success(
          t('synced', {
            version: data.version ?? '—',
            changed: data.changed,
            dropped: data.dropped,
          }),
        ),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        setFailure(errorMessage(error, { fallback: t('syncFailed') }).message);
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="billers-sync" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="billers-sync" className="text-lg font-bold text-ink">
          {t('syncTitle')}
        </h2>
        <Button variant="secondary" onClick={syncNow} disabled={run.isPending}>
          <RefreshCw size={18} aria-hidden="true" className={run.isPending ? 'animate-spin' : ''} />
          {run.isPending ? t('syncing') : t('syncNow')}
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t('version')}</dt>
        <dd className="text-ink">{sync.version ?? t('noVersion')}</dd>
        <dt className="text-ink-muted">{t('syncedAt')}</dt>
        <dd className="text-ink">
          {sync.syncedAt
            ? `${formatDateTime(sync.syncedAt, language === 'hi' ? 'hi-IN' : 'en-IN')} IST`
            : t('neverSynced')}
        </dd>
        <dt className="text-ink-muted">{t('counts')}</dt>
        <dd className="text-ink">
          {t('countsValue', { categories: sync.categories, billers: sync.billers })}
        </dd>
      </dl>
      {failure && (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm font-medium text-danger">
          {failure === t('syncFailed') ? failure : `${t('syncFailed')} ${failure}`}
        </p>
      )}
    </Card>
  );
}

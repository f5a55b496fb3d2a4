import { clsx } from 'clsx';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { KycRecord } from '@kosh/contract/kyc';
import { useKycT } from '../messages';
import { verifiedCount } from '../utils/sections';

/** The line on top: the wallet's KYC level and what completing it gives (docs/product-1.md §9, docs/architecture.md §3). */
export function KycSummary({ record }: { record: KycRecord }) {
  const t = useKycT();
  const full = record.kycLevel === 'full';
  const Icon = full ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="kyc-summary-title"
      className={clsx(
        'flex gap-3 rounded-2xl border p-4',
        full ? 'border-success/30 bg-success-soft' : 'border-brand-200 bg-brand-50',
      )}
    >
      <Icon
        size={28}
        aria-hidden="true"
        className={clsx('mt-0.5 shrink-0', full ? 'text-success' : 'text-brand-700')}
      />
      <div className="min-w-0 space-y-1">
        <h2
          id="kyc-summary-title"
          className="text-xs font-semibold uppercase tracking-wide text-ink-muted"
        >
          {t('summaryTitle')} · {t(full ? 'level.full' : 'level.min')}
        </h2>
        <p className="text-base font-semibold text-ink" data-testid="kyc-summary">
          {t(full ? 'summaryFull' : 'summaryMin')}
        </p>
        {!full && (
          <>
            <p className="text-sm text-ink-muted">{t('summaryMinHint')}</p>
            <p className="text-sm font-medium text-ink">
              {t('summaryProgress', { done: verifiedCount(record) })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

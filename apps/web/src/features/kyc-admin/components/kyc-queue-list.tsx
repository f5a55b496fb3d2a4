import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { KYC_SECTIONS } from '@kosh/contract/kyc';
import { EmptyState } from '@/components/ui/load-states';
import type { AdminKycRow, KycQueueFilters } from '../api/get-kyc-queue';
import { shortSectionKey, statusKey, useFormatInstant, useKycAdminT } from '../messages';
import { KycLevelBadge, KycStatusBadge } from './kyc-status-badge';

/** Nothing to show under these filters, and what would appear here. */
export function EmptyKycQueue({ filters }: { filters: KycQueueFilters }) {
  const t = useKycAdminT();
  return (
    <EmptyState title={t('emptyTitle')}>
      {filters.from || filters.to ? t('emptyDates') : t(`empty.${filters.status}`)}
    </EmptyState>
  );
}

/**
 * The queue as cards, one a customer: who, when they last submitted, the four sections' statuses
 * and the wallet's level. The whole card opens the customer; `state.queue` brings the admin back
 * to these filters.
 */
export function KycQueueList({
  rows,
  label,
  queueSearch,
}: {
  rows: AdminKycRow[];
  label: string;
  /** The queue's query string, kept for the way back from a customer. */
  queueSearch: string;
}) {
  const t = useKycAdminT();
  const formatInstant = useFormatInstant();
  return (
    <ol className="space-y-3" aria-label={label}>
      {rows.map((row) => {
        const headingId = `kyc-customer-${row.userId}`;
        return (
          <li key={row.userId}>
            <article
              aria-labelledby={headingId}
              className="relative rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] focus-within:ring-4 focus-within:ring-brand-500/30 hover:ring-1 hover:ring-brand-200 sm:p-5"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 id={headingId} className="min-w-0 text-base font-semibold text-ink">
                  <Link
                    to={`/admin/kyc/${row.userId}`}
                    state={{ queue: queueSearch }}
                    className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus:outline-none"
                  >
                    {row.name}
                  </Link>
                </h2>
                <ChevronRight size={20} aria-hidden="true" className="shrink-0 text-ink-muted" />
              </div>
              <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
                <div className="min-w-0 text-sm text-ink-muted">
                  <p>
                    <span className="font-medium text-ink">{row.mobile}</span> ·{' '}
                    {t('userId', { id: row.publicId })}
                  </p>
                  <p>
                    {row.submittedAt ? (
                      <time dateTime={row.submittedAt}>
                        {t('submittedAt', { when: formatInstant(row.submittedAt) })}
                      </time>
                    ) : (
                      t('nothingSubmitted')
                    )}
                  </p>
                </div>
                <KycLevelBadge level={row.kycLevel} />
              </div>
              <ul
                aria-label={t('sectionStatuses')}
                className="mt-3 flex flex-wrap gap-1.5 border-t border-line/70 pt-3"
              >
                {KYC_SECTIONS.map((section) => (
                  <li key={section}>
                    <KycStatusBadge
                      status={row[section]}
                      label={t('sectionBadge', {
                        section: t(shortSectionKey(section)),
                        status: t(statusKey(row[section])),
                      })}
                    />
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

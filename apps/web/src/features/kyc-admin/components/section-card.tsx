import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KycSection, KycStatus } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { sectionKey, useKycAdminT } from '../messages';
import { KycStatusBadge } from './kyc-status-badge';

/**
 * One of the four sections: its status, the reason the customer was given if it was rejected,
 * what was submitted, and — only while it waits for review ("2") — Approve and Reject.
 */
export function SectionCard({
  section,
  status,
  reason,
  onApprove,
  onReject,
  children,
}: {
  section: KycSection;
  status: KycStatus;
  reason: string;
  onApprove: () => void;
  onReject: () => void;
  children: ReactNode;
}) {
  const t = useKycAdminT();
  const title = t(sectionKey(section));
  const headingId = `kyc-section-${section}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <KycStatusBadge status={status} />
      </header>
      {status === '3' && reason && (
        <div className="mt-3 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm">
          <p className="font-medium text-danger">{t('reasonGiven')}</p>
          <p className="text-ink">{reason}</p>
        </div>
      )}
      <div className="mt-3 flex-1 space-y-4">
        {/* Nothing to check: empty fields would only say "—" eight times. */}
        {status === '0' ? <p className="text-sm text-ink-muted">{t('sectionEmpty')}</p> : children}
      </div>
      {status === '2' && (
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-line/70 pt-3">
          <Button
            variant="secondary"
            className="min-h-11 px-3 text-sm text-danger"
            aria-label={t('rejectSection', { section: title })}
            onClick={onReject}
          >
            <CircleX size={18} aria-hidden="true" />
            {t('reject')}
          </Button>
          <Button
            className="min-h-11 px-3 text-sm"
            aria-label={t('approveSection', { section: title })}
            onClick={onApprove}
          >
            <CircleCheck size={18} aria-hidden="true" />
            {t('approve')}
          </Button>
        </div>
      )}
    </section>
  );
}

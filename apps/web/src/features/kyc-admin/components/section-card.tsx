import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { KycSection, KycStatus, KycSubmission } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { sectionKey, useKycAdminT } from '../messages';
import { KycStatusBadge } from './kyc-status-badge';

export type KycHolder = KycSubmission['approvedForOthers'][number];

/**
 * The reviewer's warning that the document is another customer's too, each one a link to them:
 * approving it needs an override with a reason.
 */
export function HeldElsewhere({ holders }: { holders: KycHolder[] }) {
  const t = useKycAdminT();
  return (
    <div
      role="note"
      className="mt-3 rounded-xl border border-accent-500/60 bg-accent-500/10 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        <TriangleAlert size={16} aria-hidden="true" className="shrink-0 text-accent-500" />
        {t('heldElsewhere')}
      </p>
      <ul className="mt-1 space-y-0.5">
        {holders.map((holder) => (
          <li key={holder.userId}>
            <Link
              to={`/admin/kyc/${encodeURIComponent(holder.userId)}`}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {t('heldBy', { id: holder.publicId })}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-ink-muted">
        {holders.length === 1
          ? t('heldElsewhereText')
          : t('heldElsewhereMany', { count: holders.length })}
      </p>
    </div>
  );
}

/**
 * One of the four sections: its status, the reason the customer was given if it was rejected,
 * what was submitted, and — only while it waits for review ("2") — Approve and Reject.
 */
export function SectionCard({
  section,
  status,
  reason,
  heldBy,
  onApprove,
  onReject,
  children,
}: {
  section: KycSection;
  status: KycStatus;
  reason: string;
  /** Other customers for whom this document is approved now (one identity, one wallet). */
  heldBy: KycHolder[];
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
      {heldBy.length > 0 && status !== '0' && <HeldElsewhere holders={heldBy} />}
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

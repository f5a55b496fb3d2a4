import type { AadhaarView, KycSubmission } from '@kosh/contract/kyc';
import { sectionKey, useFormatInstant, useKycAdminT } from '../messages';
import { KycStatusBadge } from './kyc-status-badge';

const panel = 'rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5';

/**
 * Every submission of the customer, newest first — the replaced ones too, for the record: how it
 * came (online or offline), what became of it, when, by whom and why.
 */
export function SubmissionHistory({ submissions }: { submissions: KycSubmission[] }) {
  const t = useKycAdminT();
  const formatInstant = useFormatInstant();
  const newestFirst = [...submissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return (
    <section aria-labelledby="kyc-history" className={panel}>
      <h2 id="kyc-history" className="text-lg font-semibold text-ink">
        {t('historyTitle')}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('historyEmpty')}</p>
      ) : (
        <ol aria-label={t('historyList')} className="mt-3 divide-y divide-line/70">
          {newestFirst.map((submission) => (
            <li key={submission.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold text-ink">{t(sectionKey(submission.section))}</span>
                <span className="text-sm text-ink-muted">
                  · {t(`method.${submission.method}`)} ·{' '}
                  {t(submission.current ? 'current' : 'replaced')}
                </span>
                <span className="ml-auto">
                  <KycStatusBadge status={submission.status} />
                </span>
              </div>
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-ink-muted">{t('submitted')}</dt>
                <dd className="text-ink">
                  <time dateTime={submission.submittedAt}>
                    {formatInstant(submission.submittedAt)}
                  </time>
                </dd>
                <dt className="text-ink-muted">{t('decided')}</dt>
                <dd className="text-ink">
                  {submission.decidedAt ? (
                    <>
                      <time dateTime={submission.decidedAt}>
                        {formatInstant(submission.decidedAt)}
                      </time>{' '}
                      · {submission.decidedBy ?? t('byProvider')}
                    </>
                  ) : (
                    t('undecided')
                  )}
                </dd>
                {submission.verifiedName && (
                  <>
                    <dt className="text-ink-muted">{t('field.verifiedName')}</dt>
                    <dd className="break-words text-ink">{submission.verifiedName}</dd>
                  </>
                )}
                {submission.overrideReason && (
                  <>
                    <dt className="text-ink-muted">{t('override')}</dt>
                    <dd className="break-words text-ink">{submission.overrideReason}</dd>
                  </>
                )}
                {submission.reason && (
                  <>
                    <dt className="text-ink-muted">{t('reason')}</dt>
                    <dd className="break-words text-ink">{submission.reason}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Who fetched this customer's Aadhaar images, and when (the server records every fetch). */
export function AadhaarViewList({ views }: { views: AadhaarView[] }) {
  const t = useKycAdminT();
  const formatInstant = useFormatInstant();
  const newestFirst = [...views].sort((a, b) => b.viewedAt.localeCompare(a.viewedAt));
  return (
    <section aria-labelledby="kyc-aadhaar-views" className={panel}>
      <h2 id="kyc-aadhaar-views" className="text-lg font-semibold text-ink">
        {t('viewsTitle')}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('viewsEmpty')}</p>
      ) : (
        <ol aria-label={t('viewsList')} className="mt-3 space-y-1.5 text-sm">
          {newestFirst.map((view, index) => (
            <li key={`${view.viewedAt}-${index}`} className="text-ink">
              <span className="font-medium">{view.adminName}</span>{' '}
              <span className="text-ink-muted">—</span>{' '}
              <time dateTime={view.viewedAt}>{formatInstant(view.viewedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

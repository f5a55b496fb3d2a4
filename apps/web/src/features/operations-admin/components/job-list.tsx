import type { AdminJob } from '@kosh/contract/operations';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { formatAgo, formatDateTime, formatPeriod, jobStatus, jobTitle } from '../utils/format';
import { JobStatusBadge } from './job-status-badge';

/** An instant as "3 min ago", with the India date and time under it. */
function When({ iso, now }: { iso: string | null; now: number }) {
  if (!iso) return <span className="text-ink-muted">Never</span>;
  return (
    <>
      <span className="block font-medium">{formatAgo(iso, now)}</span>
      <time dateTime={iso} className="block text-xs text-ink-muted">
        {formatDateTime(iso)}
      </time>
    </>
  );
}

function JobCard({ job, now }: { job: AdminJob; now: number }) {
  const headingId = `job-${job.name}`;
  const status = jobStatus(job);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={
          status === 'late'
            ? 'h-full rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] ring-2 ring-inset ring-danger/40 sm:p-5'
            : 'h-full rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5'
        }
      >
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-ink">
              {jobTitle(job.name)}
            </h3>
            <p className="text-sm text-ink-muted">{formatPeriod(job.everySeconds)}</p>
            {jobTitle(job.name) !== job.name && (
              <p className="font-mono text-xs text-ink-muted [overflow-wrap:anywhere]">
                {job.name}
              </p>
            )}
          </div>
          <JobStatusBadge status={status} />
        </header>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
          <DetailItem label="Last success">
            <When iso={job.lastSucceededAt} now={now} />
          </DetailItem>
          <DetailItem label="Last started">
            <When iso={job.lastStartedAt} now={now} />
          </DetailItem>
          <DetailItem label="Runs">
            <span className="tabular-nums">{job.runs}</span>
          </DetailItem>
          <DetailItem label="Failures">
            <span
              className={
                job.failures > 0 ? 'font-semibold tabular-nums text-danger' : 'tabular-nums'
              }
            >
              {job.failures}
            </span>
          </DetailItem>
          {job.lastError && (
            <DetailItem label="Last error" className="col-span-2">
              <span className="block font-mono text-xs text-danger">{job.lastError}</span>
              {job.lastFailedAt && (
                <time dateTime={job.lastFailedAt} className="mt-0.5 block text-xs text-ink-muted">
                  {formatAgo(job.lastFailedAt, now)}, {formatDateTime(job.lastFailedAt)}
                </time>
              )}
            </DetailItem>
          )}
        </dl>
      </article>
    </li>
  );
}

/** Each background job's card: late ones first, then by their names. */
export function JobList({ jobs, now }: { jobs: AdminJob[]; now: number }) {
  if (jobs.length === 0) {
    return (
      <EmptyState title="No background jobs recorded yet">
        The API lists its jobs here once it has started them.
      </EmptyState>
    );
  }
  const sorted = [...jobs].sort(
    (a, b) => Number(b.late) - Number(a.late) || jobTitle(a.name).localeCompare(jobTitle(b.name)),
  );
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Background jobs">
      {sorted.map((job) => (
        <JobCard key={job.name} job={job} now={now} />
      ))}
    </ul>
  );
}

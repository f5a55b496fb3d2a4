import type { AdminPayoutDetail } from '@kosh/contract/transfers-admin';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDateTime, formatRupees } from '../utils/format';
import { BeneficiaryLine, StuckNote } from './payout-list';
import { Party } from './party';
import { PayoutStatusBadge } from './payout-status';

const SOURCES: Record<AdminPayoutDetail['events'][number]['source'], string> = {
  create: 'Create call',
  webhook: 'Webhook',
  fetch: 'Status check',
  admin: 'Back office',
};

const card = 'rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5';

/**
 * A payout and everything the provider said of it, in order: the create call's answer, each
 * webhook (with its event id, so a redelivery is recognised) and reconciliation's checks, each
 * with what came — and the ledger's transfers for its money.
 */
export function PayoutDetail({ payout }: { payout: AdminPayoutDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="payout-summary" className={card}>
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="payout-summary" className="text-2xl font-bold tabular-nums text-ink">
            {formatRupees(payout.amount)} by {payout.mode}
          </h2>
          <PayoutStatusBadge status={payout.status} />
        </header>
        <StuckNote payout={payout} />
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailItem label="Customer">
            <Party party={payout.customer} />
          </DetailItem>
          <DetailItem label="Bank account">
            <BeneficiaryLine payout={payout} />
          </DetailItem>
          <DetailItem label="Limit counted">
            {payout.preRegistered
              ? 'Pre-registered (₹2,00,000 a month)'
              : 'Other (₹10,000 a month)'}
          </DetailItem>
          <DetailItem label="Made">
            <time dateTime={payout.createdAt}>{formatDateTime(payout.createdAt)}</time>
          </DetailItem>
          <DetailItem label="Last change">
            <time dateTime={payout.updatedAt}>{formatDateTime(payout.updatedAt)}</time>
          </DetailItem>
          <DetailItem label="UTR">
            <span className="font-mono">{payout.utr ?? '—'}</span>
          </DetailItem>
          <DetailItem label="Provider payout id">
            <span className="font-mono">{payout.providerPayoutId ?? '—'}</span>
          </DetailItem>
          <DetailItem label="Kosh payout id">
            <span className="font-mono text-xs">{payout.id}</span>
          </DetailItem>
          {payout.failureReason && <DetailItem label="Why">{payout.failureReason}</DetailItem>}
        </dl>
      </section>

      <section aria-labelledby="payout-events" className={card}>
        <h2 id="payout-events" className="text-lg font-semibold text-ink">
          Provider history and webhooks
        </h2>
        {payout.events.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">The provider has told nothing of it yet.</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {payout.events.map((e) => (
              <li key={e.id} className="rounded-xl border border-line p-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold text-ink">{SOURCES[e.source]}</span>
                  <span className="text-ink">{e.status}</span>
                  <time dateTime={e.receivedAt} className="text-ink-muted">
                    {formatDateTime(e.receivedAt)}
                  </time>
                </div>
                <p className="mt-1 text-xs text-ink-muted">
                  Event id <span className="font-mono">{e.providerEventId ?? '—'}</span> · UTR{' '}
                  <span className="font-mono">{e.utr ?? '—'}</span>
                </p>
                {e.payload !== null && (
                  <details className="mt-2">
                    <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
                      What the provider sent
                    </summary>
                    <pre
                      tabIndex={0}
                      aria-label="Provider payload"
                      className="mt-1 max-h-72 overflow-auto rounded-lg bg-canvas p-3 text-xs text-ink"
                    >
                      {JSON.stringify(e.payload, null, 2)}
                    </pre>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="payout-ledger" className={card}>
        <h2 id="payout-ledger" className="text-lg font-semibold text-ink">
          Ledger transfers
        </h2>
        {payout.transfers.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No ledger transfer names this payout.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {payout.transfers.map((t) => (
              <li key={t.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="font-mono text-ink">{t.code}</span>
                <span className="text-ink">
                  {formatRupees(t.amount)} {t.status}
                </span>
                <time dateTime={t.createdAt} className="text-ink-muted">
                  {formatDateTime(t.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

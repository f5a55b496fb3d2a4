import type { AdminTopup, TopupMethod } from '@kosh/contract/payments';
import { clsx } from 'clsx';
import { CardTable } from '@/components/ui/card-table';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { RecordCard, TelLink } from '@/components/ui/record-card';
import { formatDateTime, formatRupees } from '../utils/format';
import { RetryRefundButton } from './retry-refund-button';
import { TopupStatusBadge } from './topup-status-badge';

const none = '—';

function GatewayId({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="block whitespace-nowrap text-xs">
      <span className="text-ink-muted">{label} </span>
      <span className="font-mono text-ink">{value ?? none}</span>
    </span>
  );
}

const METHOD_WORDS: Record<TopupMethod, string> = {
  card: 'card',
  upi: 'UPI',
  netbanking: 'net banking',
  wallet: 'a wallet app',
  other: 'another method',
};

/**
 * How the customer paid at the checkout, as their own rows say it: "Paid by UPI · ra******@okhdfc"
 * (the UPI id comes masked; Kosh keeps no other). Nothing for a top-up whose method is not known.
 */
function PaidWith({ topup, className }: { topup: AdminTopup; className?: string }) {
  if (!topup.paymentMethod) return null;
  return (
    <p className={clsx('text-ink-muted', className)}>
      Paid by {METHOD_WORDS[topup.paymentMethod]}
      {topup.upiId && ` · ${topup.upiId}`}
    </p>
  );
}

/** What happened, in a line: why it was not credited, why the refund is stuck, when it settled. */
function Outcome({ topup }: { topup: AdminTopup }) {
  return (
    <div className="space-y-1">
      {topup.failureReason && <p className="text-ink">{topup.failureReason}</p>}
      {topup.status === 'refund_due' && topup.refundError && (
        <p className="text-danger">
          Last refund attempt failed ({topup.refundAttempts} so far): {topup.refundError}
        </p>
      )}
      {topup.refundedAt && (
        <p className="text-ink-muted">
          Refunded <time dateTime={topup.refundedAt}>{formatDateTime(topup.refundedAt)}</time>
          {topup.refundedBy && ` (by ${topup.refundedBy})`}
        </p>
      )}
      {topup.creditedAt && (
        <p className="text-ink-muted">
          Credited <time dateTime={topup.creditedAt}>{formatDateTime(topup.creditedAt)}</time>
          {topup.creditedBy && ` (by ${topup.creditedBy})`}
        </p>
      )}
      {!topup.failureReason && !topup.refundedAt && !topup.creditedAt && (
        <span className="text-ink-muted">{none}</span>
      )}
    </div>
  );
}

function Customer({ topup }: { topup: AdminTopup }) {
  return (
    <>
      <span className="block font-semibold text-ink">{topup.customer.name}</span>
      <TelLink mobile={topup.customer.mobile} className="block" />
      <span className="block text-xs text-ink-muted">{topup.customer.userId}</span>
    </>
  );
}

export function EmptyTopups({ title }: { title: string }) {
  return <EmptyState title={title}>Online top-ups appear here, newest first.</EmptyState>;
}

/** Wide screens: one row a top-up; the Retry refund button sits under its outcome. */
export function TopupTable({ items, caption }: { items: AdminTopup[]; caption: string }) {
  const head =
    'whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted first:pl-4 last:pr-4';
  const cell = 'px-3 py-3 first:pl-4 last:pr-4';
  return (
    <CardTable
      caption={caption}
      columns={
        <>
          <th scope="col" className={head}>
            Top-up
          </th>
          <th scope="col" className={head}>
            Customer
          </th>
          <th scope="col" className={head}>
            Status
          </th>
          <th scope="col" className={head}>
            Gateway ids
          </th>
          <th scope="col" className={head}>
            Outcome
          </th>
        </>
      }
    >
      {items.map((topup) => (
        <tr key={topup.id} className="border-b border-line/70 align-top last:border-0">
          <td className={cell}>
            <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">
              {formatRupees(topup.amount)}
            </span>
            <time dateTime={topup.createdAt} className="text-xs text-ink-muted">
              {formatDateTime(topup.createdAt)}
            </time>
            <PaidWith topup={topup} className="whitespace-nowrap text-xs" />
          </td>
          <td className={cell}>
            <Customer topup={topup} />
          </td>
          <td className={cell}>
            <TopupStatusBadge status={topup.status} />
          </td>
          <td className={cell}>
            <GatewayId label="Order" value={topup.orderId} />
            <GatewayId label="Payment" value={topup.paymentId} />
            <GatewayId label="Refund" value={topup.refundId} />
          </td>
          <td className={`${cell} min-w-52`}>
            <Outcome topup={topup} />
            {topup.status === 'refund_due' && (
              <RetryRefundButton
                topup={topup}
                className="mt-2 min-h-11 whitespace-nowrap px-3 text-sm"
              />
            )}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

/** Phones: one card a top-up. */
export function TopupCards({ items, caption }: { items: AdminTopup[]; caption: string }) {
  return (
    <ol className="space-y-3" aria-label={caption}>
      {items.map((topup) => (
        <RecordCard
          key={topup.id}
          headingId={`topup-${topup.id}`}
          title={topup.customer.name}
          subtitle={
            <p className="text-sm">
              <TelLink mobile={topup.customer.mobile} />
              <span className="text-ink-muted"> · {topup.customer.userId}</span>
            </p>
          }
          aside={
            <div className="flex items-center gap-3">
              <p className="text-xl font-bold tabular-nums text-ink">
                {formatRupees(topup.amount)}
              </p>
              <TopupStatusBadge status={topup.status} />
            </div>
          }
        >
          <PaidWith topup={topup} className="mt-2 text-sm" />
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 min-[400px]:grid-cols-2">
            <DetailItem label="Created">
              <time dateTime={topup.createdAt}>{formatDateTime(topup.createdAt)}</time>
            </DetailItem>
            <DetailItem label="Gateway order">
              <span className="font-mono text-xs">{topup.orderId}</span>
            </DetailItem>
            <DetailItem label="Payment">
              <span className="font-mono text-xs">{topup.paymentId ?? none}</span>
            </DetailItem>
            <DetailItem label="Refund">
              <span className="font-mono text-xs">{topup.refundId ?? none}</span>
            </DetailItem>
            <DetailItem label="Outcome" className="min-[400px]:col-span-2">
              <Outcome topup={topup} />
            </DetailItem>
          </dl>
          {topup.status === 'refund_due' && (
            <div className="mt-4 border-t border-line/70 pt-3">
              <RetryRefundButton topup={topup} className="min-h-11 w-full px-4 text-sm sm:w-auto" />
            </div>
          )}
        </RecordCard>
      ))}
    </ol>
  );
}

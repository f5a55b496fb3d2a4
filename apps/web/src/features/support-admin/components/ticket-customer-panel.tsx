import { clsx } from 'clsx';
import type { AdminTicketDetailResponse } from '@kosh/contract/support';
import { formatRupees } from '@/lib/money';
import { useSupportAdminT } from '../messages';
import { formatTicketDay, formatTicketTime } from '../utils/format';
import { TicketPanel } from './ticket-panel';

type Detail = AdminTicketDetailResponse['data'];

/** Who wrote the ticket: their details and their recent wallet activity. */
export function TicketCustomerPanel({ customer }: { customer: Detail['customer'] }) {
  const t = useSupportAdminT();
  const rows: [string, string][] = [
    [t('name'), customer.name],
    [t('mobile'), customer.mobile],
    [t('email'), customer.email || t('none')],
    [t('kycLevel'), customer.kycLevel],
    [t('joined'), formatTicketDay(customer.joinedAt)],
    [t('balance'), formatRupees(Number(customer.balance))],
  ];
  return (
    <TicketPanel
      as="aside"
      headingId="ticket-customer"
      title={t('customer')}
      className="self-start"
    >
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-muted">{term}</dt>
            <dd className="break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-ink">{t('recentActivity')}</h3>
      {customer.recentActivity.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('noActivity')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {customer.recentActivity.map((line, index) => (
            <li key={`${line.at}-${index}`} className="py-2">
              <div className="flex justify-between gap-2">
                <span className="min-w-0 break-words text-ink">{line.description}</span>
                <span
                  className={clsx(
                    'shrink-0 font-semibold',
                    line.amount.startsWith('-') ? 'text-ink' : 'text-success',
                  )}
                >
                  {line.amount.startsWith('-') ? '−' : '+'}
                  {formatRupees(Math.abs(Number(line.amount)))}
                </span>
              </div>
              <p className="text-xs text-ink-muted">
                {formatTicketTime(line.at)} · {line.status}
              </p>
            </li>
          ))}
        </ul>
      )}
    </TicketPanel>
  );
}

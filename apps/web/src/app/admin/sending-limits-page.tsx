import { useState, type FormEvent } from 'react';
import { ADMIN_TRANSFERS_PAGE_SIZE } from '@kosh/contract/transfers-admin';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import {
  useMonthlyTotals,
  useOutgoingHolds,
} from '@/features/transfers-admin/api/transfers-admin-api';
import { HoldsList } from '@/features/transfers-admin/components/holds-list';
import { EmptyMonthly, MonthlyList } from '@/features/transfers-admin/components/monthly-list';
import { AdminPage } from './admin-layout';
import { useFilterParams } from './filter-params';

const KEYS = ['month', 'q'] as const;

/** The month and search fields, applied together. */
function MonthFilter({
  values,
  onApply,
}: {
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const [month, setMonth] = useState(values.month ?? '');
  const [q, setQ] = useState(values.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ month: month.trim(), q: q.trim() });
  };
  return (
    <form
      aria-label="Choose the month"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-end"
    >
      <Field
        label="Month"
        type="month"
        hint="India’s calendar month; this month when empty"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
      />
      <Field
        label="Search"
        hint="Customer’s mobile or name"
        value={q}
        maxLength={60}
        onChange={(e) => setQ(e.target.value)}
      />
      <Button type="submit" className="shrink-0">
        Show
      </Button>
    </form>
  );
}

/**
 * /admin/sending-limits?month=&q=: each customer's sending in a month against the RBI's two
 * monthly limits (the same count the send policy enforces), the most used first, flagged at 90 %;
 * and the holds on customers' outgoing money, placed and lifted here.
 */
export function SendingLimitsAdminPage() {
  const { values, page, request, apply, toPage } = useFilterParams(KEYS);
  const totals = useMonthlyTotals(request);
  const holds = useOutgoingHolds();
  return (
    <AdminPage
      title="Sending limits"
      intro="What each customer sent in a month: to pre-registered beneficiaries (up to ₹2,00,000) and to wallets and other accounts (up to ₹10,000). Hold a customer’s sending here on a fraud suspicion: their transfers and payouts are refused until the hold is lifted."
    >
      <QueryStates
        query={holds}
        failed={(error) => <>The holds could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the holds…" height="h-32" />}
      >
        {({ inForce, recent }) => <HoldsList inForce={inForce} recent={recent} />}
      </QueryStates>
      <MonthFilter key={JSON.stringify(values)} values={values} onApply={apply} />
      <QueryStates
        query={totals}
        failed={(error) => <>The totals could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the totals…" height="h-40" />}
      >
        {({ data, total, month }) => (
          <PagedList
            busy={totals.isPlaceholderData || totals.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no customers on page {page}.</>}
            empty={<EmptyMonthly />}
            pager={{
              label: 'Pages of senders',
              page,
              pageSize: ADMIN_TRANSFERS_PAGE_SIZE,
              total,
              onPage: toPage,
              busy: totals.isPlaceholderData,
            }}
          >
            <MonthlyList items={data} caption={`Senders in ${month}, most of a limit used first`} />
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}

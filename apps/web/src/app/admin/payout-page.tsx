import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { useAdminPayout } from '@/features/transfers-admin/api/transfers-admin-api';
import { PayoutDetail } from '@/features/transfers-admin/components/payout-detail';
import { AdminPage } from './admin-layout';

/** /admin/payouts/:id: one payout, its provider history and webhooks, and its ledger transfers. */
export function PayoutAdminPage() {
  const { id = '' } = useParams();
  const payout = useAdminPayout(id);
  return (
    <AdminPage
      title="Payout"
      intro="Every status the provider told of this payout, where it came from, and what it sent."
    >
      <Link
        to="/admin/payouts"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft size={18} aria-hidden="true" />
        All payouts
      </Link>
      <QueryStates
        query={payout}
        failed={(error) => <>The payout could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the payout…" height="h-64" />}
      >
        {({ data }) => <PayoutDetail payout={data} />}
      </QueryStates>
    </AdminPage>
  );
}

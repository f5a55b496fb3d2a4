import { useState } from 'react';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { SlipViewer } from '@/features/wallet/components/slip-viewer';
import {
  useAdminWalletRequests,
  type AdminStatusFilter,
  type AdminWalletRequest,
} from '@/features/wallet-admin/api/get-admin-wallet-requests';
import {
  AdminWalletRequestList,
  STATUS_FILTERS,
  StatusFilter,
} from '@/features/wallet-admin/components/admin-wallet-request-list';
import { ApproveDialog } from '@/features/wallet-admin/components/approve-dialog';
import { RejectDialog } from '@/features/wallet-admin/components/reject-dialog';
import { formatRupees } from '@/features/wallet-admin/utils/format';
import { AdminPage } from './admin-layout';

/**
 * /admin/wallet-requests: offline top-up requests to check against the bank and decide. Approve
 * credits the customer's wallet (once); Reject needs a remark the customer will read.
 */
export function WalletRequestsAdminPage() {
  const [status, setStatus] = useState<AdminStatusFilter>('0');
  const requests = useAdminWalletRequests(status);
  const [slip, setSlip] = useState<AdminWalletRequest | null>(null);
  const [approving, setApproving] = useState<AdminWalletRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminWalletRequest | null>(null);
  const labelOf = (value: AdminStatusFilter) =>
    STATUS_FILTERS.find((f) => f.value === value)?.label ?? 'All';

  return (
    <AdminPage
      title="Wallet requests"
      intro="Offline top-ups customers paid by bank transfer, cash or cheque. Check each slip and transaction number against the bank, then approve (the wallet is credited at once) or reject with a reason."
    >
      <StatusFilter value={status} onChange={setStatus} />
      <QueryStates
        query={requests}
        failed={(error) => <>The requests could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the requests…" height="h-40" />}
      >
        {(answer) => (
          <div aria-busy={requests.isPlaceholderData || requests.isFetching}>
            <AdminWalletRequestList
              items={answer.items}
              filter={answer.status}
              filterLabel={labelOf(answer.status)}
              onViewSlip={setSlip}
              onApprove={setApproving}
              onReject={setRejecting}
            />
          </div>
        )}
      </QueryStates>
      <SlipViewer
        path={slip?.SlipImage ?? null}
        caption={
          slip
            ? `${slip.customer.name} · ${formatRupees(slip.Amount)} · ${slip.TransactionNo}`
            : undefined
        }
        onClose={() => setSlip(null)}
      />
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </AdminPage>
  );
}

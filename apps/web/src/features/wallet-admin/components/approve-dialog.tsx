import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions, ModalFor } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useApproveWalletRequest } from '../api/approve-wallet-request';
import type { AdminWalletRequest } from '../api/get-admin-wallet-requests';
import { formatRupees } from '../utils/format';

/** Asks before approving (open while `request` is set): the wallet is credited at once. */
export function ApproveDialog({
  request,
  onClose,
}: {
  request: AdminWalletRequest | null;
  onClose: () => void;
}) {
  return (
    <ModalFor
      item={request}
      onClose={onClose}
      title="Approve this request?"
      description={
        request && (
          <>
            {formatRupees(request.Amount)} will be added to {request.customer.name}’s wallet at
            once. Check the slip and the transaction number against the bank statement first.
          </>
        )
      }
    >
      {/* A fresh body per request: its error and its Idempotency-Key belong to this decision. */}
      {(shown) => <ApproveBody key={shown.id} request={shown} onClose={onClose} />}
    </ModalFor>
  );
}

function ApproveBody({ request, onClose }: { request: AdminWalletRequest; onClose: () => void }) {
  const approve = useApproveWalletRequest();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      const response = await approve.mutateAsync({ id: request.id, idempotencyKey });
      toast.success(response.message, {
        description: `${formatRupees(request.Amount)} credited to ${request.customer.name}.`,
      });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      const message =
        failure instanceof ApiError ? failure.message : 'The request could not be approved.';
      setError(message);
      toast.error('Not approved', { description: message });
    }
  };

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-canvas p-3 text-sm">
        <dt className="text-ink-muted">Customer</dt>
        <dd className="text-ink">
          {request.customer.name} · {request.customer.mobile}
        </dd>
        <dt className="text-ink-muted">Amount</dt>
        <dd className="font-semibold text-ink">{formatRupees(request.Amount)}</dd>
        <dt className="text-ink-muted">Transaction no.</dt>
        <dd className="break-all text-ink">{request.TransactionNo}</dd>
      </dl>
      <FormAlert message={error} />
      <ModalActions
        onCancel={onClose}
        label="Approve"
        pendingLabel="Approving…"
        pending={approve.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

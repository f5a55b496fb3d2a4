import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions } from '@/components/ui/modal';
import { useApproveWalletRequest } from '../api/approve-wallet-request';
import type { AdminWalletRequest } from '../api/get-admin-wallet-requests';
import { formatRupees } from '../utils/format';
import { decisionFailure, RequestDialog, type RequestDialogProps } from './request-dialog';

/** Asks before approving (open while `request` is set): the wallet is credited at once. */
export function ApproveDialog({ request, onClose }: RequestDialogProps) {
  return (
    <RequestDialog
      request={request}
      onClose={onClose}
      title="Approve this request?"
      description={(shown) => (
        <>
          {formatRupees(shown.Amount)} will be added to {shown.customer.name}’s wallet at once.
          Check the slip and the transaction number against the bank statement first.
        </>
      )}
    >
      {(shown) => <ApproveBody request={shown} onClose={onClose} />}
    </RequestDialog>
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
      const message = decisionFailure(failure, 'The request could not be approved.');
      if (message === null) return;
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

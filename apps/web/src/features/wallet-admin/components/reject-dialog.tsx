import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import type { AdminWalletRequest } from '../api/get-admin-wallet-requests';
import { useRejectWalletRequest } from '../api/reject-wallet-request';
import { formatRupees } from '../utils/format';
import { decisionFailure, RequestDialog, type RequestDialogProps } from './request-dialog';

const REMARK_MIN = 3;
const REMARK_MAX = 200;

/** Rejects with a remark (required): the customer reads it in their list and by SMS. */
export function RejectDialog({ request, onClose }: RequestDialogProps) {
  return (
    <RequestDialog
      request={request}
      onClose={onClose}
      title="Reject this request?"
      description={(shown) => (
        <>
          {shown.customer.name}’s request for {formatRupees(shown.Amount)} will be rejected. Nothing
          is credited. Tell them why.
        </>
      )}
    >
      {(shown) => <RejectForm request={shown} onClose={onClose} />}
    </RequestDialog>
  );
}

function RejectForm({ request, onClose }: { request: AdminWalletRequest; onClose: () => void }) {
  const reject = useRejectWalletRequest();
  const [remark, setRemark] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const text = remark.trim();
    if (text.length < REMARK_MIN) {
      setFieldError(
        text
          ? 'Give the customer a reason (at least 3 characters).'
          : 'A remark is required: tell the customer why.',
      );
      return;
    }
    try {
      const response = await reject.mutateAsync({ id: request.id, remark: text });
      toast.success(response.message, {
        description: `${request.customer.name}’s ${formatRupees(request.Amount)} request was rejected.`,
      });
      onClose();
    } catch (failure) {
      const message = decisionFailure(failure, 'The request could not be rejected.');
      if (message === null) return;
      const remarkProblem =
        failure instanceof ApiError && failure.fields.find((f) => f.field === 'remark');
      if (remarkProblem) setFieldError(remarkProblem.message);
      else setError(message);
      toast.error('Not rejected', { description: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextAreaField
        label="Remark for the customer"
        value={remark}
        onChange={(event) => {
          setRemark(event.target.value);
          setFieldError(undefined);
        }}
        rows={3}
        maxLength={REMARK_MAX}
        required
        autoFocus
        placeholder="For example: no credit with this UTR on our statement"
        note={`${remark.length} of ${REMARK_MAX} characters.`}
        error={fieldError}
      />
      <FormAlert message={error} />
      <ModalActions
        onCancel={onClose}
        label="Reject"
        pendingLabel="Rejecting…"
        pending={reject.isPending}
        danger
        confirmClassName="dark:text-canvas"
      />
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  COMPLAINT_MAX_LENGTH,
  answerComplaintSchema,
  type AdminComplaint,
} from '@kosh/contract/recharge';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions, ModalFor } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { useAnswerComplaint } from '../api/answer-complaint';

type AnswerStatus = 'Resolved' | 'In progress';

const STATUSES: { value: AnswerStatus; label: string; note: string }[] = [
  { value: 'Resolved', label: 'Resolved', note: 'The matter is settled; no more answers.' },
  {
    value: 'In progress',
    label: 'In progress',
    note: 'Still being looked into; answer again later.',
  },
];

/** Answers a complaint: the text the customer reads in Complain Status, and where it stands. */
export function AnswerDialog({
  complaint,
  onClose,
}: {
  complaint: AdminComplaint | null;
  onClose: () => void;
}) {
  return (
    <ModalFor
      item={complaint}
      onClose={onClose}
      title="Answer the complaint"
      description={
        complaint &&
        `${complaint.customerName} on the recharge of ${formatRupees(complaint.amount)} to ${complaint.recharge_number} (${complaint.order_id}).`
      }
    >
      {(shown) => <AnswerForm key={shown.id} complaint={shown} onClose={onClose} />}
    </ModalFor>
  );
}

function AnswerForm({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const id = useId();
  const answer = useAnswerComplaint();
  const [response, setResponse] = useState(complaint.response_message);
  const [status, setStatus] = useState<AnswerStatus>('Resolved');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = answerComplaintSchema.safeParse({ response, status });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const result = await answer.mutateAsync({ id: complaint.id, body: parsed.data });
      toast.success(result.message, {
        description: `${complaint.customerName}’s complaint is now ${status.toLowerCase()}.`,
      });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      const message =
        failure instanceof ApiError ? failure.message : 'The answer could not be sent.';
      const responseProblem =
        failure instanceof ApiError && failure.fields.find((f) => f.field === 'response');
      if (responseProblem) setFieldError(responseProblem.message);
      else setError(message);
      toast.error('Not sent', { description: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <blockquote className="whitespace-pre-line rounded-xl bg-canvas px-4 py-3 text-sm text-ink">
        {complaint.message}
      </blockquote>
      <TextAreaField
        label="Answer to the customer"
        value={response}
        onChange={(event) => {
          setResponse(event.target.value);
          setFieldError(undefined);
        }}
        rows={4}
        maxLength={COMPLAINT_MAX_LENGTH}
        required
        autoFocus
        placeholder="For example: the operator confirmed the recharge; the plan is active now"
        note={`${response.length} of ${COMPLAINT_MAX_LENGTH} characters.`}
        error={fieldError}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Mark the complaint as</legend>
        {STATUSES.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-status`}
              value={option.value}
              checked={status === option.value}
              onChange={() => setStatus(option.value)}
              className="mt-1 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{option.label}</span>
              <span className="block text-sm text-ink-muted">{option.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <ModalActions
        onCancel={onClose}
        label="Send answer"
        pendingLabel="Sending…"
        pending={answer.isPending}
      />
    </form>
  );
}

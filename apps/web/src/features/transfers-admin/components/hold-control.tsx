import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminParty } from '@kosh/contract/transfers-admin';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useHoldChange } from '../api/transfers-admin-api';

const failureOf = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : 'It could not be done. Try again.';

/**
 * Holds or lifts a customer's outgoing money. While held, every transfer and payout they start is
 * refused (they are told to contact support); money coming in is not touched.
 */
export function HoldControl({
  customer,
  onHold,
}: {
  customer: Pick<AdminParty, 'userId' | 'name'>;
  onHold: boolean;
}) {
  const change = useHoldChange();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const lift = async () => {
    setError(undefined);
    try {
      await change.mutateAsync({ userId: customer.userId, reason: null });
      toast.success('Hold lifted', { description: `${customer.name} can send money again.` });
    } catch (failure) {
      setError(failureOf(failure));
    }
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await change.mutateAsync({ userId: customer.userId, reason: reason.trim() });
      toast.success('Sending on hold', {
        description: `${customer.name}’s transfers and payouts are refused until it is lifted.`,
      });
      setOpen(false);
      setReason('');
    } catch (failure) {
      setError(failureOf(failure));
    }
  };

  if (onHold) {
    return (
      <div className="space-y-2">
        <Button
          variant="secondary"
          className="min-h-11 px-4 text-sm"
          onClick={() => void lift()}
          disabled={change.isPending}
        >
          {change.isPending ? 'Lifting…' : `Lift hold on ${customer.name}`}
        </Button>
        <FormAlert message={error} />
      </div>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" className="min-h-11 px-4 text-sm" onClick={() => setOpen(true)}>
        Hold sending by {customer.name}
      </Button>
    );
  }
  const short = reason.trim().length < 5;
  return (
    <form
      onSubmit={(e) => void place(e)}
      className="space-y-3"
      aria-label={`Hold ${customer.name}’s sending`}
    >
      <TextAreaField
        label={`Reason for holding ${customer.name}’s sending`}
        note="5 to 200 characters; other agents see it."
        value={reason}
        maxLength={200}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="danger"
          className="min-h-11 px-4 text-sm"
          disabled={change.isPending || short}
        >
          {change.isPending ? 'Placing…' : 'Place hold'}
        </Button>
        <Button variant="ghost" className="min-h-11 px-4 text-sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

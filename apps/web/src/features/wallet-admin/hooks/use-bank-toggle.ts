import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';

export interface Toggleable {
  mutate: (
    input: { id: string; patch: { active: boolean } },
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * The Active switch of a bank list's row: saved at once (the list flips before the answer), with
 * a toast naming the bank either way. A lapsed session signs out instead of toasting.
 */
export function useBankToggle<Bank extends { id: string }>(
  update: Toggleable,
  nameOf: (bank: Bank) => string,
) {
  const showApiError = useShowApiError();
  return (bank: Bank, active: boolean) =>
    update.mutate(
      { id: bank.id, patch: { active } },
      {
        onSuccess: () =>
          toast.success(
            active
              ? `${nameOf(bank)} is offered to customers again.`
              : `${nameOf(bank)} is no longer offered to customers.`,
          ),
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 401))
            showApiError(error, { fallback: 'The change could not be saved.' });
        },
      },
    );
}

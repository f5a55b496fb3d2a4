import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';

interface Mutation<Variables, Bank> {
  mutateAsync: (variables: Variables) => Promise<{ data: Bank }>;
  isPending: boolean;
}

/**
 * The save of a bank form: a PATCH of the bank it edits (`editingId`), or a POST of a new one;
 * then `done`. A refusal goes onto the form's `fields` or into the error
 * toast; a 401 signs out instead.
 */
export function useSaveBank<Form extends FieldValues, Values, Bank>({
  editingId,
  create,
  update,
  setError,
  fields,
  fallback,
  done,
}: {
  editingId: string | undefined;
  create: Mutation<Values, Bank>;
  update: Mutation<{ id: string; patch: Values }, Bank>;
  setError: UseFormSetError<Form>;
  fields: readonly Path<Form>[];
  fallback: string;
  /** After the save, with the saved bank and the values sent. */
  done: (saved: Bank, values: Values) => void;
}) {
  const showApiError = useShowApiError();
  const save = async (values: Values) => {
    try {
      const { data } = editingId
        ? await update.mutateAsync({ id: editingId, patch: values })
        : await create.mutateAsync(values);
      done(data, values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(error, { setError, fields, fallback });
    }
  };
  return { save, pending: create.isPending || update.isPending };
}

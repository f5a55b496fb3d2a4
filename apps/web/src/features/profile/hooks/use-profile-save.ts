import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useApiErrorMessage, useClearOnEdit } from '@/lib/show-error';
import { useUpdateProfile } from '../api/update-profile';

/**
 * A profile form's save: the call, and a refusal said once — on the field it is about (one of
 * `fields`), else above the buttons (`formError`) — gone as soon as the customer changes the
 * form, never outliving its cause.
 */
export function useProfileSave<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly Path<Values>[],
) {
  const update = useUpdateProfile();
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  useClearOnEdit(
    form,
    useCallback(() => setFormError(undefined), []),
  );

  /** Says why the save was refused: on its field, or above the buttons. */
  const sayRefusal = (error: unknown) => {
    const { message, placed } = errorMessage(error, {
      setError: form.setError,
      fields,
      fallback: 'INTERNAL',
    });
    if (!placed) setFormError(message);
  };

  return { update, formError, setFormError, sayRefusal };
}

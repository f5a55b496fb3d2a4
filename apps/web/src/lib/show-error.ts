import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * The one error toast of a failed call: a second failure replaces it instead of stacking under
 * it, and it goes once its cause is fixed (`useClearOnEdit`) or the next call succeeds.
 */
export const API_ERROR_TOAST = 'api-error';

export const dismissApiError = () => toast.dismiss(API_ERROR_TOAST);

interface ShowOptions<T extends FieldValues> {
  setError?: UseFormSetError<T>;
  fields?: readonly Path<T>[];
  /** Shown when the failure carries no message of its own (the network dropped): a code or text. */
  fallback: string;
}

/**
 * The words a failed call ends in, in the reader's language: the server's message, or
 * `fallback` when nothing answered. The server's field errors go onto the form's fields; `placed`
 * says whether one did, so that the form says it there and nowhere else.
 */
export function useApiErrorMessage() {
  const { tm } = useI18n();
  return useCallback(
    <T extends FieldValues>(
      error: unknown,
      options: ShowOptions<T>,
    ): { message: string; placed: boolean } => {
      const message = error instanceof ApiError ? tm(error) : tm(options.fallback);
      let placed = false;
      if (error instanceof ApiError && options.setError) {
        for (const field of error.fields) {
          if (options.fields?.includes(field.field as Path<T>)) {
            // The field's code: the form shows it through the same lookup as its own errors.
            options.setError(field.field as Path<T>, {
              message: field.params ? tm(field) : (field.code ?? field.message),
            });
            placed = true;
          }
        }
      }
      return { message, placed };
    },
    [tm],
  );
}

/**
 * A failed call said once (docs/product-1.md §8): on the field the server names when the form has it,
 * otherwise in the toast titled Error — one at a time (API_ERROR_TOAST). Returns the message.
 */
export function useShowApiError() {
  const { t } = useI18n();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    <T extends FieldValues>(error: unknown, options: ShowOptions<T>): string => {
      const { message, placed } = errorMessage(error, options);
      if (!placed) toast.error(t('common.error'), { description: message, id: API_ERROR_TOAST });
      return message;
    },
    [t, errorMessage],
  );
}

/**
 * What a failed submit said goes as soon as the customer changes the form — its cause may be
 * fixed: the error toast, and whatever `clear` clears (the form's own alert). Only the customer's
 * edits count, not the form resetting itself.
 */
export function useClearOnEdit<T extends FieldValues>(form: UseFormReturn<T>, clear?: () => void) {
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      dismissApiError();
      clear?.();
    });
    return () => subscription.unsubscribe();
  }, [form, clear]);
}

import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';

interface ShowOptions<T extends FieldValues> {
  setError?: UseFormSetError<T>;
  fields?: readonly Path<T>[];
  /** Shown when the failure carries no message of its own (the network dropped). */
  fallback: string;
}

/**
 * A failed call: the server's field errors go onto the form, the message to a toast titled Error
 * (spec/01 §8), both in the reader's language. Returns the message shown.
 */
export function useShowApiError() {
  const { t, tm } = useI18n();
  return useCallback(
    <T extends FieldValues>(error: unknown, options: ShowOptions<T>): string => {
      const message = error instanceof ApiError ? tm(error.message) : options.fallback;
      if (error instanceof ApiError && options.setError) {
        for (const field of error.fields) {
          if (options.fields?.includes(field.field as Path<T>)) {
            options.setError(field.field as Path<T>, { message: field.message });
          }
        }
      }
      toast.error(t('common.error'), { description: message });
      return message;
    },
    [t, tm],
  );
}

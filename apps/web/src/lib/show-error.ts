import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/**
 * A failed call: the server's field errors go onto the form, the message goes to a toast titled
 * Error (spec/01 §8). Returns the message shown.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  options: { setError?: UseFormSetError<T>; fields?: readonly Path<T>[]; fallback: string },
): string {
  const message = error instanceof ApiError ? error.message : options.fallback;
  if (error instanceof ApiError && options.setError) {
    for (const field of error.fields) {
      if (options.fields?.includes(field.field as Path<T>)) {
        options.setError(field.field as Path<T>, { message: field.message });
      }
    }
  }
  toast.error('Error', { description: message });
  return message;
}

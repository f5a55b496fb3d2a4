import type { FieldError as ServerFieldError } from '@kosh/contract/common/errors';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useRechargeMessage, useRechargeT, type RechargeKey } from '../messages';
import { collect } from '../utils/collect-errors';
import { useErrorToast } from './use-error-toast';

/** The spec's names of fields in its collected messages ("Operator", "Fastag Number", …). */
type NameOf<Key> = Key extends `field.${infer Name}` ? Name : never;
export type SpecFieldName = NameOf<RechargeKey>;

/**
 * How a pay form tells what went wrong, in the reader's language: a field's message under it, the
 * server's field errors put on the form, and its one error toast titled Error (docs/product-1.md §8), gone
 * once the form is changed (useErrorToast).
 */
export function useFormFeedback<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  const errorToast = useErrorToast(form);
  const { errors } = form.formState;

  return {
    errorToast,

    /** The message under a field, if it has one. */
    fieldError: (field: Path<Values>): string | undefined => {
      const message = (get(errors, field) as FieldError | undefined)?.message;
      return message ? serverMessage(message) : undefined;
    },

    /** The server's field errors, onto the fields of this form among them. */
    setServerErrors: (fields: readonly ServerFieldError[], known: readonly Path<Values>[]) => {
      for (const { field, code } of fields) {
        if ((known as readonly string[]).includes(field)) {
          form.setError(field as Path<Values>, { type: 'server', message: code });
        }
      }
    },

    /** A server or contract message. */
    toastError: errorToast.show,

    /**
     * A submit with problems (docs/product-1.md §5): the fields at fault collected — several, or the one by
     * its name — and `fallback` (a contract message) when none is named.
     */
    toastCollected: (names: readonly SpecFieldName[], fallback: string) => {
      const collected = collect(names);
      errorToast.show(
        collected.kind === 'many'
          ? t('manyInvalid')
          : collected.kind === 'one'
            ? t('oneInvalid', { field: t(`field.${collected.field}`) })
            : fallback,
      );
    },
  };
}

import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver from its own check (the contract's rules, each problem in the spec's words):
 * the values when nothing is wrong, else each field's message.
 */
export function checkResolver<Values extends FieldValues>(
  check: (values: Values) => { errors: Partial<Record<string, string>> },
): Resolver<Values> {
  return async (values) => {
    const entries = Object.entries(check(values).errors);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<Values>,
    };
  };
}

import type { z } from 'zod';

/** A form's problems: each field's message, and the spec's names of the fields at fault. */
export interface FormCheck<Field extends string, Name extends string> {
  errors: Partial<Record<Field, string>>;
  names: Name[];
  valid: boolean;
}

/** The first issue of each field of a failed parse, in the form's field order. */
export function firstIssues<Field extends string>(
  error: z.ZodError | undefined,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0] as Field | undefined;
    if (field && fields.includes(field) && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  // Re-key in field order, so the first message shown is the first field's.
  return Object.fromEntries(
    fields.filter((f) => errors[f] !== undefined).map((f) => [f, errors[f]]),
  ) as Partial<Record<Field, string>>;
}

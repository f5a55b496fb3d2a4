import { messageText } from '@kosh/contract/messages/catalogue';

/**
 * What a form says on a submit with problems (docs/product-1.md §5, DTH and Fastag): the names of the
 * fields at fault are collected; more than one gives "Please fill in all required fields
 * correctly.", exactly one "Please fill the {field} field correctly.", and a problem that names
 * no field the form's own fallback.
 */
export type Collected<Name extends string> =
  { kind: 'many' } | { kind: 'one'; field: Name } | { kind: 'other' };

export function collect<Name extends string>(names: readonly Name[]): Collected<Name> {
  const unique = [...new Set(names)];
  if (unique.length > 1) return { kind: 'many' };
  if (unique.length === 1) return { kind: 'one', field: unique[0]! };
  return { kind: 'other' };
}

/** The collected message in the spec's English. */
export function collectedMessage<Name extends string>(
  collected: Collected<Name>,
  fallback: string,
): string {
  if (collected.kind === 'many') return messageText('FIELDS_INVALID');
  if (collected.kind === 'one') return messageText('FIELD_INVALID', { field: collected.field });
  return fallback;
}

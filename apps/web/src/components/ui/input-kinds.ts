import type { FieldProps } from '@/components/ui/field';

// Each kind lives beside its component (amount-input.tsx, mobile-field.tsx), so a page loads only
// the kinds it shows, and not react-hook-form's controller when it has no form of that kind.

/** What a keystroke leaves in a box: the text to keep, or null to refuse the keystroke. */
export type InputFilter = (text: string) => string | null;

/** The input attributes and keystroke filter of one kind of box, spread onto a field. */
export interface InputKind extends Pick<
  FieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'leading'
> {
  filter: InputFilter;
}

import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { KindField, type KindFieldProps } from './field';
import type { InputKind } from './input-kinds';

/**
 * A 10-digit Indian mobile number after +91. Keystrokes that would make it invalid (a letter, an
 * 11th digit, a first digit other than 6–9) are refused as they are typed (docs/product-1.md §5);
 * a pasted "+91 98765 12345" or "098765-12345" is kept as its ten digits (normaliseMobile).
 * No maxLength: the browser would cut a pasted "+91 98765 12345" to "+91 98765 " before the
 * filter saw it; the filter holds the box to ten digits instead.
 */
export const mobileInput: InputKind = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  leading: '+91',
  filter: acceptMobileInput,
};

export type MobileFieldProps = KindFieldProps;

/** A 10-digit Indian mobile number (see mobileInput for what it refuses as it is typed). */
export function MobileField({ value, onChange, ...props }: MobileFieldProps) {
  return <KindField kind={mobileInput} value={value} onChange={onChange} {...props} />;
}

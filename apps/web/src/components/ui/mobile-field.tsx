import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { KindField, type KindFieldProps } from './field';
import type { InputKind } from './input-kinds';

/**
 * A 10-digit Indian mobile number after +91. Keystrokes that would make it invalid (a letter, an
 * 11th digit, a first digit other than 6–9) are refused as they are typed (docs/product-1.md §5).
 */
export const mobileInput: InputKind = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 10,
  leading: '+91',
  filter: acceptMobileInput,
};

export type MobileFieldProps = KindFieldProps;

/** A 10-digit Indian mobile number (see mobileInput for what it refuses as it is typed). */
export function MobileField({ value, onChange, ...props }: MobileFieldProps) {
  return <KindField kind={mobileInput} value={value} onChange={onChange} {...props} />;
}

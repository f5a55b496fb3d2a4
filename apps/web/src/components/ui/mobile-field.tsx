import type { Ref } from 'react';
import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { Field, type FieldProps } from './field';
import type { InputKind } from './input-kinds';

/**
 * A 10-digit Indian mobile number after +91. Keystrokes that would make it invalid (a letter, an
 * 11th digit, a first digit other than 6–9) are refused as they are typed (spec/01 §5).
 */
export const mobileInput: InputKind = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 10,
  leading: '+91',
  filter: acceptMobileInput,
};

export interface MobileFieldProps extends Omit<
  FieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'leading'
> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A 10-digit Indian mobile number (see mobileInput for what it refuses as it is typed). */
export function MobileField({ value, onChange, ...props }: MobileFieldProps) {
  const { filter, ...kind } = mobileInput;
  return (
    <Field
      {...kind}
      value={value}
      onChange={(event) => {
        const accepted = filter(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      {...props}
    />
  );
}

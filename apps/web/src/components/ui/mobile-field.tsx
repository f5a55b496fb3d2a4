import type { Ref } from 'react';
import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { Field, type FieldProps } from './field';

export interface MobileFieldProps extends Omit<
  FieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'leading'
> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A 10-digit Indian mobile number. Keystrokes that would make it invalid (a letter, an 11th
 * digit, a first digit other than 6–9) are refused as they are typed (spec/01 §5).
 */
export function MobileField({ value, onChange, label, ...props }: MobileFieldProps) {
  return (
    <Field
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      leading="+91"
      value={value}
      onChange={(event) => {
        const accepted = acceptMobileInput(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      {...props}
    />
  );
}

import type { Ref } from 'react';
import { mobileInput } from './controlled-field';
import { Field, type FieldProps } from './field';

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

import type { Ref } from 'react';
import { amountInput } from '@/components/ui/controlled-field';
import { Field, type FieldProps } from '@/components/ui/field';

export interface AmountInputProps extends Omit<
  FieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'leading'
> {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
}

/** A rupee amount: digits with up to two decimals; other keystrokes are refused as typed. */
export function AmountInput({ value, onChange, maxLength, ...props }: AmountInputProps) {
  const { filter, ...kind } = amountInput(maxLength);
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

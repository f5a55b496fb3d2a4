import type { Ref } from 'react';
import { Field, type FieldProps } from '@/components/ui/field';
import { acceptAmountInput } from '@/lib/money';

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
  return (
    <Field
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      leading="₹"
      value={value}
      onChange={(event) => {
        const accepted = acceptAmountInput(event.target.value, maxLength);
        if (accepted !== null) onChange(accepted);
      }}
      {...props}
    />
  );
}

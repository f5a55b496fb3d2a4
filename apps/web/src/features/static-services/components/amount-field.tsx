import type { Ref } from 'react';
import { Field, type FieldProps } from '@/components/ui/field';
import { acceptAmountInput, AMOUNT_MAX_LENGTH } from '../schemas/amount-schema';

export interface AmountFieldProps extends Omit<
  FieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'leading'
> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rupee amount: digits with up to two decimals, at most 7 characters (spec/01 §9). Other
 * keystrokes are refused as they are typed, like MobileField does for numbers.
 */
export function AmountField({ value, onChange, ...props }: AmountFieldProps) {
  return (
    <Field
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={AMOUNT_MAX_LENGTH}
      leading="₹"
      value={value}
      onChange={(event) => {
        const accepted = acceptAmountInput(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      {...props}
    />
  );
}

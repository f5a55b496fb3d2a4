import type { Ref } from 'react';
import { Field, type FieldProps } from '@/components/ui/field';
import type { InputKind } from '@/components/ui/input-kinds';
import { acceptAmountInput } from '@/lib/money';

/** A rupee amount: digits with up to two decimals, at most `maxLength` characters, after ₹. */
export const amountInput = (maxLength: number): InputKind => ({
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  maxLength,
  leading: '₹',
  filter: (text) => acceptAmountInput(text, maxLength),
});

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

import { KindField, type KindFieldProps } from '@/components/ui/field';
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

export interface AmountInputProps extends KindFieldProps {
  maxLength: number;
}

/** A rupee amount: digits with up to two decimals; other keystrokes are refused as typed. */
export function AmountInput({ value, onChange, maxLength, ...props }: AmountInputProps) {
  return <KindField kind={amountInput(maxLength)} value={value} onChange={onChange} {...props} />;
}

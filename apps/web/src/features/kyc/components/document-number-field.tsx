import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  ACCOUNT_NUMBER_INPUT_LENGTH,
  IFSC_LENGTH,
  PAN_LENGTH,
} from '@kosh/contract/common/kyc-formats';
import { codeInput, digitCodeInput } from '@/components/ui/code-input';
import { ControlledField } from '@/components/ui/controlled-field';
import { useKycT } from '../messages';
import { aadhaarFilter, accountFilter, ifscFilter, panFilter } from '../utils/inputs';

/** Each document's number box, the same on its online and its offline form. */
const NUMBER_FIELDS = {
  pan: {
    label: 'panNumber',
    hint: 'panHint',
    input: codeInput(PAN_LENGTH, panFilter),
  },
  aadhaar: {
    label: 'aadhaarNumber',
    hint: 'aadhaarHint',
    /**
     * No maxLength: the browser would cut a pasted "2345 6789 0124" (how the card prints it) to
     * its first 12 characters, losing two digits before the filter could drop the spaces. The
     * filter keeps the digits, at most 12 (docs/product-1.md §9's limit is on the number, not on what was
     * pasted).
     */
    input: { inputMode: 'numeric', autoComplete: 'off', filter: aadhaarFilter },
  },
  account: {
    label: 'accountNumber',
    hint: 'accountHint',
    input: digitCodeInput(ACCOUNT_NUMBER_INPUT_LENGTH, accountFilter),
  },
  ifsc: {
    label: 'ifsc',
    hint: 'ifscHint',
    input: codeInput(IFSC_LENGTH, ifscFilter),
  },
} as const;

/** A document's number (PAN, Aadhaar, a bank account and its IFSC) on a KYC form. */
export function DocumentNumberField<Values extends FieldValues>({
  control,
  name,
  kind,
  hint,
  error,
}: {
  control: Control<Values>;
  name: Path<Values>;
  kind: keyof typeof NUMBER_FIELDS;
  /** Said under the box instead of the kind's own hint (what an IFSC names). */
  hint?: ReactNode;
  error: string | undefined;
}) {
  const t = useKycT();
  const { label, hint: ownHint, input } = NUMBER_FIELDS[kind];
  return (
    <ControlledField
      control={control}
      name={name}
      label={t(label)}
      hint={hint ?? t(ownHint)}
      {...input}
      error={error}
    />
  );
}

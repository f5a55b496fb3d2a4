import type { Control, FieldValues, Path } from 'react-hook-form';
import { PAN_LENGTH } from '@kosh/contract/common/kyc-formats';
import { ControlledField } from '@/components/ui/controlled-field';
import { useKycT } from '../messages';
import { aadhaarFilter, panFilter } from '../utils/inputs';

/** Each document's number box, the same on its online and its offline form. */
const NUMBER_FIELDS = {
  PanNumber: {
    label: 'panNumber',
    hint: 'panHint',
    input: {
      autoComplete: 'off',
      autoCapitalize: 'characters',
      spellCheck: false,
      maxLength: PAN_LENGTH,
      filter: panFilter,
    },
  },
  AadhaarNumber: {
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
} as const;

/** A document's number (PAN, Aadhaar) on a KYC form. */
export function DocumentNumberField<Values extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<Values>;
  name: keyof typeof NUMBER_FIELDS & Path<Values>;
  error: string | undefined;
}) {
  const t = useKycT();
  const { label, hint, input } = NUMBER_FIELDS[name];
  return (
    <ControlledField
      control={control}
      name={name}
      label={t(label)}
      hint={t(hint)}
      {...input}
      error={error}
    />
  );
}

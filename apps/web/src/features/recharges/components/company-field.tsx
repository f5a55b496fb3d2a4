import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import type { OperatorPicker, OperatorPickerProps } from './operator-picker';

/**
 * A pay form's operator or biller: the picker handed in by the route, holding the chosen
 * company's Code in the form. `onChosen` hears the company itself first (its number's placeholder,
 * its extra fields, a choice made by hand).
 */
export function CompanyField<Values extends FieldValues>({
  control,
  name,
  picker: CompanyPicker,
  onChosen,
  ...shown
}: {
  control: Control<Values>;
  name: Path<Values>;
  picker: OperatorPicker;
  onChosen: (chosen: ServiceCompany | null) => void;
} & Omit<OperatorPickerProps, 'value' | 'onChange' | 'onBlur' | 'inputRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CompanyPicker
          {...shown}
          value={(field.value as string) || null}
          onChange={(chosen: ServiceCompany | null) => {
            onChosen(chosen);
            field.onChange(chosen?.Code ?? '');
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

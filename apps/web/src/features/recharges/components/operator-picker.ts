import type { ComponentType, Ref } from 'react';
import type { ServiceCategory, ServiceCompany } from '@kosh/contract/catalogue';

/**
 * The searchable company picker these screens need (the service list of a category, with logos).
 * Features do not import each other, so the route hands it in: features/services' CompanyPicker.
 */
export interface OperatorPickerProps {
  type: ServiceCategory;
  label?: string;
  /** The chosen company's Code, or null. */
  value: string | null;
  onChange: (company: ServiceCompany | null) => void;
  /** Hears the company of a `value` set without a choice (a prefill), once the list has it. */
  onResolved?: (company: ServiceCompany) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

export type OperatorPicker = ComponentType<OperatorPickerProps>;

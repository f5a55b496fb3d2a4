import type { ServiceCategory } from '@kosh/contract/catalogue';
import { useServiceList } from '../api/get-service-list';
import { useServicesT } from '../messages';
import { CompanyCombobox, type CompanyComboboxProps } from './company-combobox';

export type CompanyPickerProps = Omit<
  CompanyComboboxProps,
  'companies' | 'status' | 'onRetry' | 'label'
> & {
  /** The service list's category: 1 mobile, 2 DTH, 3 postpaid, 5 electricity, 6 gas, 10 FASTag. */
  type: ServiceCategory;
  /** Defaults to "Operator" (in the reader's language). */
  label?: string;
};

/**
 * The company picker of the recharge and bill screens: the category's list from
 * GET service/getList/{type}, searchable, with its loading, error (Retry) and empty states.
 * With react-hook-form, wire it through a Controller: value is the Code, onChange gets the
 * company (or null), whose Service_No and Option1/Option2 shape the rest of the form.
 */
export function CompanyPicker({ type, label, ...props }: CompanyPickerProps) {
  const t = useServicesT();
  const list = useServiceList(type);
  const status = list.data ? 'ready' : list.isError && !list.isFetching ? 'error' : 'loading';
  return (
    <CompanyCombobox
      label={label ?? t('picker.operator')}
      companies={list.data ?? []}
      status={status}
      onRetry={() => void list.refetch()}
      {...props}
    />
  );
}

import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { CompanyBank } from '../api/get-company-banks';
import { useWalletT } from '../messages';
import type { OfflineFormValues } from '../utils/offline-form';

/**
 * Kosh's account the customer paid into. The select shows a bank; the form keeps its name and
 * account number, so choosing one fills the read-only account field below it.
 */
export function CompanyBankField({
  form,
  banks,
  loading,
  disabled,
  hint,
  error,
  invalid,
}: {
  form: UseFormReturn<OfflineFormValues>;
  banks: readonly CompanyBank[] | undefined;
  loading: boolean;
  disabled: boolean;
  hint?: string;
  error?: string;
  invalid: boolean;
}) {
  const t = useWalletT();
  const companyAccNumber = useWatch({ control: form.control, name: 'company_acc_number' });
  const selected = banks?.find((bank) => bank.CompanyAccNo === companyAccNumber);
  return (
    <Controller
      control={form.control}
      name="company_bank_name"
      render={({ field }) => (
        <SelectField
          label={t('companyBank')}
          placeholder={loading ? t('banksLoading') : t('companyBankPlaceholder')}
          options={(banks ?? []).map((bank, _, all) => ({
            value: bank.id,
            // Two accounts at one bank are told apart by the account's last digits.
            label:
              all.filter((b) => b.CompanyBank === bank.CompanyBank).length > 1
                ? `${bank.CompanyBank} (A/c …${bank.CompanyAccNo.slice(-4)})`
                : bank.CompanyBank,
          }))}
          name={field.name}
          value={selected?.id ?? ''}
          onChange={(event) => {
            const bank = banks?.find((b) => b.id === event.target.value);
            field.onChange(bank?.CompanyBank ?? '');
            form.setValue('company_acc_number', bank?.CompanyAccNo ?? '', {
              shouldValidate: form.formState.isSubmitted,
            });
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={disabled}
          hint={hint}
          error={error}
          invalid={invalid}
        />
      )}
    />
  );
}

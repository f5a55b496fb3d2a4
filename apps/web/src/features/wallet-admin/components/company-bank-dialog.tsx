import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createCompanyBankRequestSchema, type AdminCompanyBank } from '@kosh/contract/wallet';
import { Field } from '@/components/ui/field';
import { useCreateCompanyBank } from '../api/create-company-bank';
import { useUpdateCompanyBank } from '../api/update-company-bank';
import { useSaveBank } from '../hooks/use-save-bank';
import { companyBankName } from '../utils/banks';
import { BankForm, BankNameField, type BankDialogWords } from './bank-dialog';

const FIELDS = ['bankName', 'accountNumber', 'ifsc', 'branch'] as const;

/** The words of the dialog that adds a company account or edits one. */
export const COMPANY_BANK_DIALOG: BankDialogWords = {
  title: { edit: 'Edit company account', add: 'Add a company account' },
  description: {
    edit: 'Customers see the change at once. Requests already made keep the bank and number they named.',
    add: 'An account of Kosh’s that customers can pay into. It is offered in the offline top-up form at once.',
  },
};

/**
 * Adds a company account (`bank` null) or edits one. The same contract schema checks the form
 * here and the call on the server.
 */
export function CompanyBankForm({
  bank,
  onDone,
}: {
  bank: AdminCompanyBank | null;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(createCompanyBankRequestSchema),
    defaultValues: {
      bankName: bank?.bankName ?? '',
      accountNumber: bank?.accountNumber ?? '',
      ifsc: bank?.ifsc ?? '',
      branch: bank?.branch ?? '',
    },
  });
  const { errors } = form.formState;
  const { save, pending } = useSaveBank({
    editingId: bank?.id,
    create: useCreateCompanyBank(),
    update: useUpdateCompanyBank(),
    setError: form.setError,
    fields: FIELDS,
    fallback: 'The account could not be saved.',
    done: (saved) => {
      toast.success(
        bank
          ? `${companyBankName(saved)} saved.`
          : `${companyBankName(saved)} added. Customers can pay into it now.`,
      );
      onDone();
    },
  });
  const onSubmit = form.handleSubmit(save);
  // A field's registration with its message, for the four fields alike.
  const registered = (name: (typeof FIELDS)[number]) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <BankForm
      onSubmit={onSubmit}
      onCancel={onDone}
      label={bank ? 'Save' : 'Add account'}
      pending={pending}
    >
      <BankNameField {...registered('bankName')} />
      <Field
        label="Account number"
        hint="9 to 18 digits, as on the bank’s statement."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        className="[&_input]:font-mono"
        {...registered('accountNumber')}
      />
      <Field
        label="IFSC"
        hint="Optional. 11 characters, like HDFC0000240."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={11}
        className="[&_input]:font-mono [&_input]:uppercase"
        {...registered('ifsc')}
      />
      <Field
        label="Branch"
        hint="Optional."
        autoComplete="off"
        maxLength={100}
        {...registered('branch')}
      />
    </BankForm>
  );
}

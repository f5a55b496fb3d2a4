import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createUserBankRequestSchema, type AdminUserBank } from '@kosh/contract/wallet';
import { useCreateUserBank } from '../api/create-user-bank';
import { useUpdateUserBank } from '../api/update-user-bank';
import { useSaveBank } from '../hooks/use-save-bank';
import { BankForm, BankNameField, type BankDialogWords } from './bank-dialog';

/** The words of the dialog that adds a bank customers may pay from or renames one. */
export const USER_BANK_DIALOG: BankDialogWords = {
  title: { edit: 'Rename customer bank', add: 'Add a customer bank' },
  description: {
    edit: 'Customers see the new name at once. Requests already made keep the name they were made with.',
    add: 'A bank customers can say they paid from. It is offered in the offline top-up form at once.',
  },
};

/** Adds a bank customers may pay from (`bank` null) or renames one. */
export function UserBankForm({ bank, onDone }: { bank: AdminUserBank | null; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(createUserBankRequestSchema),
    defaultValues: { name: bank?.name ?? '' },
  });
  const { errors } = form.formState;
  const { save, pending } = useSaveBank({
    editingId: bank?.id,
    create: useCreateUserBank(),
    update: useUpdateUserBank(),
    setError: form.setError,
    fields: ['name'] as const,
    fallback: 'The bank could not be saved.',
    done: (_saved, { name }) => {
      toast.success(bank ? `Renamed to ${name}.` : `${name} added to the customers’ list.`);
      onDone();
    },
  });
  const onSubmit = form.handleSubmit(save);

  return (
    <BankForm
      onSubmit={onSubmit}
      onCancel={onDone}
      label={bank ? 'Save' : 'Add bank'}
      pending={pending}
    >
      <BankNameField error={errors.name?.message} {...form.register('name')} />
    </BankForm>
  );
}

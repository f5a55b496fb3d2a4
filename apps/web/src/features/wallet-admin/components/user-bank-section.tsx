import { Building2 } from 'lucide-react';
import type { AdminUserBank } from '@kosh/contract/wallet';
import { useAdminUserBanks } from '../api/get-admin-user-banks';
import { useUpdateUserBank } from '../api/update-user-bank';
import { BankSection } from './bank-section';
import { USER_BANK_DIALOG, UserBankForm } from './user-bank-dialog';

const bankName = (bank: AdminUserBank) => bank.name;

/** The banks customers may pay from: the offline form's "Your bank" choices. */
export function UserBankSection() {
  return (
    <BankSection
      id="user-banks-heading"
      title="Customer banks"
      description="The banks customers can say they paid from (Your bank in the offline top-up form). Active ones are offered, by name."
      noun={['bank', 'banks']}
      addLabel="Add bank"
      banks={useAdminUserBanks()}
      update={useUpdateUserBank()}
      nameOf={bankName}
      row={{
        compact: true,
        content: (bank) => (
          <p className="break-words text-sm font-semibold text-ink sm:text-base">{bank.name}</p>
        ),
      }}
      empty={{
        icon: Building2,
        title: 'No customer banks yet',
        text: 'Until one is added, customers can only pay by cash in the offline top-up form.',
      }}
      what="The customer banks"
      loading={{ label: 'Loading the customer banks…', rows: 5 }}
      // The customers’ list grows long: past 8 banks it gets a search box.
      search={{ from: 8, text: bankName }}
      dialog={{
        ...USER_BANK_DIALOG,
        form: (bank, onDone) => <UserBankForm bank={bank} onDone={onDone} />,
      }}
    />
  );
}

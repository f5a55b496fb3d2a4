import { Landmark } from 'lucide-react';
import type { AdminCompanyBank } from '@kosh/contract/wallet';
import { useAdminCompanyBanks } from '../api/get-admin-company-banks';
import { useUpdateCompanyBank } from '../api/update-company-bank';
import { companyBankName } from '../utils/banks';
import { BankSection } from './bank-section';
import { COMPANY_BANK_DIALOG, CompanyBankForm } from './company-bank-dialog';

/** Kosh's accounts customers pay into: the offline form's "Company bank" choices. */
export function CompanyBankSection() {
  return (
    <BankSection
      id="company-banks-heading"
      title="Company accounts"
      description="Kosh’s accounts customers pay into by NEFT, cheque or cash at the bank. Active ones are the Company bank choices of the offline top-up form, in this order."
      noun={['account', 'accounts']}
      addLabel="Add account"
      banks={useAdminCompanyBanks()}
      update={useUpdateCompanyBank()}
      nameOf={companyBankName}
      row={{ compact: false, content: companyBankDetails }}
      empty={{
        icon: Landmark,
        title: 'No company accounts yet',
        text: 'Until one is added, customers can only choose Cash at office in the offline top-up form.',
      }}
      what="The company accounts"
      loading={{ label: 'Loading the company accounts…', rows: 3 }}
      dialog={{
        ...COMPANY_BANK_DIALOG,
        form: (bank, onDone) => <CompanyBankForm bank={bank} onDone={onDone} />,
      }}
    />
  );
}

function companyBankDetails(bank: AdminCompanyBank) {
  const details = [bank.ifsc && `IFSC ${bank.ifsc}`, bank.branch].filter(Boolean).join(' · ');
  return (
    <>
      <p className="break-words font-semibold text-ink">{bank.bankName}</p>
      <p className="mt-0.5 break-all font-mono text-sm text-ink">
        <span className="sr-only">Account number </span>
        <span aria-hidden="true">A/c </span>
        {bank.accountNumber}
      </p>
      <p className="mt-0.5 break-words text-sm text-ink-muted">
        {details || 'No IFSC or branch given'}
      </p>
    </>
  );
}

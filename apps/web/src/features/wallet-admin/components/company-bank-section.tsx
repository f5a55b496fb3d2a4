import { Landmark, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminCompanyBank } from '@kosh/contract/wallet';
import { useAdminCompanyBanks } from '../api/get-admin-company-banks';
import { useUpdateCompanyBank } from '../api/update-company-bank';
import { useBankToggle } from '../hooks/use-bank-toggle';
import { companyBankName } from '../utils/banks';
import {
  BankListEmpty,
  BankListError,
  BankListSkeleton,
  BankRowActions,
  BankSectionHeader,
  NotOfferedBadge,
} from './bank-list-parts';
import { CompanyBankDialog } from './company-bank-dialog';

/** Kosh's accounts customers pay into: the offline form's "Company bank" choices. */
export function CompanyBankSection() {
  const banks = useAdminCompanyBanks();
  const update = useUpdateCompanyBank();
  const [editing, setEditing] = useState<AdminCompanyBank | 'new' | null>(null);
  const list = banks.data?.data;

  const toggle = useBankToggle<AdminCompanyBank>(update, companyBankName);

  return (
    <section aria-labelledby="company-banks-heading" className="space-y-4">
      <BankSectionHeader
        id="company-banks-heading"
        title="Company accounts"
        description="Kosh’s accounts customers pay into by NEFT, cheque or cash at the bank. Active ones are the Company bank choices of the offline top-up form, in this order."
        banks={list}
        noun={['account', 'accounts']}
        addLabel="Add account"
        addIcon={Plus}
        onAdd={() => setEditing('new')}
      />
      {list ? (
        list.length === 0 ? (
          <BankListEmpty icon={Landmark} title="No company accounts yet">
            Until one is added, customers can only choose Cash at office in the offline top-up form.
          </BankListEmpty>
        ) : (
          <ul
            aria-label="Company accounts"
            className="divide-y divide-line rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
          >
            {list.map((bank) => (
              <CompanyBankItem
                key={bank.id}
                bank={bank}
                onToggle={(active) => toggle(bank, active)}
                onEdit={() => setEditing(bank)}
              />
            ))}
          </ul>
        )
      ) : banks.isError ? (
        <BankListError
          what="The company accounts"
          message={banks.error.message}
          retrying={banks.isFetching}
          onRetry={() => void banks.refetch()}
        />
      ) : (
        <BankListSkeleton label="Loading the company accounts…" rows={3} />
      )}
      <CompanyBankDialog bank={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function CompanyBankItem({
  bank,
  onToggle,
  onEdit,
}: {
  bank: AdminCompanyBank;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}) {
  const switchId = useId();
  const details = [bank.ifsc && `IFSC ${bank.ifsc}`, bank.branch].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-ink">{bank.bankName}</p>
        <p className="mt-0.5 break-all font-mono text-sm text-ink">
          <span className="sr-only">Account number </span>
          <span aria-hidden="true">A/c </span>
          {bank.accountNumber}
        </p>
        <p className="mt-0.5 break-words text-sm text-ink-muted">
          {details || 'No IFSC or branch given'}
        </p>
        {!bank.active && <NotOfferedBadge />}
      </div>
      <BankRowActions
        switchId={switchId}
        name={companyBankName(bank)}
        active={bank.active}
        onToggle={onToggle}
        onEdit={onEdit}
        className="-mb-1 justify-between border-t border-line pt-2 sm:mb-0 sm:border-0 sm:pt-0"
      />
    </li>
  );
}

import { Building2, Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { AdminUserBank } from '@kosh/contract/wallet';
import { Field } from '@/components/ui/field';
import { useAdminUserBanks } from '../api/get-admin-user-banks';
import { useUpdateUserBank } from '../api/update-user-bank';
import { useBankToggle } from '../hooks/use-bank-toggle';
import {
  BankListEmpty,
  BankListError,
  BankListSkeleton,
  BankRowActions,
  BankSectionHeader,
  NotOfferedBadge,
} from './bank-list-parts';
import { UserBankDialog } from './user-bank-dialog';

/** The banks customers may pay from: the offline form's "Your bank" choices. */
export function UserBankSection() {
  const banks = useAdminUserBanks();
  const update = useUpdateUserBank();
  const [editing, setEditing] = useState<AdminUserBank | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const list = banks.data?.data;
  const shown = list?.filter((b) => b.name.toLowerCase().includes(query));

  const toggle = useBankToggle(update, (bank: AdminUserBank) => bank.name);

  return (
    <section aria-labelledby="user-banks-heading" className="space-y-4">
      <BankSectionHeader
        id="user-banks-heading"
        title="Customer banks"
        description="The banks customers can say they paid from (Your bank in the offline top-up form). Active ones are offered, by name."
        banks={list}
        noun={['bank', 'banks']}
        addLabel="Add bank"
        addIcon={Plus}
        onAdd={() => setEditing('new')}
      />
      {list && shown ? (
        list.length === 0 ? (
          <BankListEmpty icon={Building2} title="No customer banks yet">
            Until one is added, customers can only pay by cash in the offline top-up form.
          </BankListEmpty>
        ) : (
          <>
            {list.length > 8 && (
              <Field
                label="Find a bank"
                type="search"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                leading={<Search size={18} aria-hidden="true" />}
                className="max-w-sm"
              />
            )}
            {shown.length === 0 ? (
              <p role="status" className="text-sm text-ink-muted">
                No bank in the list matches “{search.trim()}”.
              </p>
            ) : (
              <ul
                aria-label="Customer banks"
                className="divide-y divide-line rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
              >
                {shown.map((bank) => (
                  <UserBankItem
                    key={bank.id}
                    bank={bank}
                    onToggle={(active) => toggle(bank, active)}
                    onEdit={() => setEditing(bank)}
                  />
                ))}
              </ul>
            )}
          </>
        )
      ) : banks.isError ? (
        <BankListError
          what="The customer banks"
          message={banks.error.message}
          retrying={banks.isFetching}
          onRetry={() => void banks.refetch()}
        />
      ) : (
        <BankListSkeleton label="Loading the customer banks…" rows={5} />
      )}
      <UserBankDialog bank={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function UserBankItem({
  bank,
  onToggle,
  onEdit,
}: {
  bank: AdminUserBank;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}) {
  const switchId = useId();
  return (
    <li className="flex items-center gap-2 py-2 pl-4 pr-2">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-semibold text-ink sm:text-base">{bank.name}</p>
        {!bank.active && <NotOfferedBadge />}
      </div>
      <BankRowActions
        switchId={switchId}
        name={bank.name}
        active={bank.active}
        onToggle={onToggle}
        onEdit={onEdit}
      />
    </li>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus, Search, type LucideIcon } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { useBankToggle, type Toggleable } from '../hooks/use-bank-toggle';
import { BankDialog, type BankDialogWords } from './bank-dialog';
import {
  BankListEmpty,
  BankListError,
  BankListSkeleton,
  BankRowActions,
  BankSectionHeader,
  NotOfferedBadge,
} from './bank-list-parts';

interface ListedBank {
  id: string;
  active: boolean;
}

export interface BankSectionProps<Bank extends ListedBank> {
  /** The heading's id; the section and its list are named by `title`. */
  id: string;
  title: string;
  description: string;
  /** What one and several of them are called: ['bank', 'banks']. */
  noun: [string, string];
  addLabel: string;
  banks: UseQueryResult<{ data: Bank[] }>;
  /** Saves a row's Active switch. */
  update: Toggleable;
  /** How a bank is named in its switch, its Edit button and the toasts. */
  nameOf: (bank: Bank) => string;
  /** What a row shows of its bank; `compact` rows are one line, the others stack on phones. */
  row: { compact: boolean; content: (bank: Bank) => ReactNode };
  empty: { icon: LucideIcon; title: string; text: string };
  /** "The company accounts": what could not be loaded. */
  what: string;
  loading: { label: string; rows: number };
  /** A search box above lists longer than `from`, matching `text` of each bank. */
  search?: { from: number; text: (bank: Bank) => string };
  /** The add/edit dialog's words, and its form for the bank it edits (null for a new one). */
  dialog: BankDialogWords & { form: (editing: Bank | null, onDone: () => void) => ReactNode };
}

/**
 * One of the back office's two bank lists (the offline form's Company bank and Your bank
 * choices): header with counts and Add, the rows with their Active switch and Edit, the loading,
 * error and empty states, and the add/edit dialog.
 */
export function BankSection<Bank extends ListedBank>({
  id,
  title,
  description,
  noun,
  addLabel,
  banks,
  update,
  nameOf,
  row,
  empty,
  what,
  loading,
  search,
  dialog,
}: BankSectionProps<Bank>) {
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed.trim().toLowerCase());
  const toggle = useBankToggle(update, nameOf);
  const close = () => setEditing(null);
  const list = banks.data?.data;
  const shown =
    search && query ? list?.filter((b) => search.text(b).toLowerCase().includes(query)) : list;

  return (
    <section aria-labelledby={id} className="space-y-4">
      <BankSectionHeader
        id={id}
        title={title}
        description={description}
        banks={list}
        noun={noun}
        addLabel={addLabel}
        addIcon={Plus}
        onAdd={() => setEditing('new')}
      />
      {list && shown ? (
        list.length === 0 ? (
          <BankListEmpty icon={empty.icon} title={empty.title}>
            {empty.text}
          </BankListEmpty>
        ) : (
          <>
            {search && list.length > search.from && (
              <Field
                label="Find a bank"
                type="search"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                leading={<Search size={18} aria-hidden="true" />}
                className="max-w-sm"
              />
            )}
            {shown.length === 0 ? (
              <p role="status" className="text-sm text-ink-muted">
                No bank in the list matches “{typed.trim()}”.
              </p>
            ) : (
              <ul
                aria-label={title}
                className="divide-y divide-line rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
              >
                {shown.map((bank) => (
                  <BankItem
                    key={bank.id}
                    name={nameOf(bank)}
                    active={bank.active}
                    compact={row.compact}
                    onToggle={(active) => toggle(bank, active)}
                    onEdit={() => setEditing(bank)}
                  >
                    {row.content(bank)}
                  </BankItem>
                ))}
              </ul>
            )}
          </>
        )
      ) : banks.isError ? (
        <BankListError
          what={what}
          message={banks.error.message}
          retrying={banks.isFetching}
          onRetry={() => void banks.refetch()}
        />
      ) : (
        <BankListSkeleton label={loading.label} rows={loading.rows} />
      )}
      <BankDialog
        bank={editing}
        onClose={close}
        title={dialog.title}
        description={dialog.description}
      >
        {(bank) => dialog.form(bank, close)}
      </BankDialog>
    </section>
  );
}

function BankItem({
  name,
  active,
  compact,
  onToggle,
  onEdit,
  children,
}: {
  name: string;
  active: boolean;
  compact: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <li
      className={
        compact
          ? 'flex items-center gap-2 py-2 pl-4 pr-2'
          : 'flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4'
      }
    >
      <div className="min-w-0 flex-1">
        {children}
        {!active && <NotOfferedBadge />}
      </div>
      <BankRowActions
        name={name}
        active={active}
        onToggle={onToggle}
        onEdit={onEdit}
        className={clsx(
          !compact && '-mb-1 justify-between border-t border-line pt-2 sm:mb-0 sm:border-0 sm:pt-0',
        )}
      />
    </li>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Beneficiary } from '@kosh/contract/payouts';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions, ModalFor } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { BENEFICIARIES_KEY, deleteBeneficiary } from '../api/payouts';
import { useSendMoneyT } from '../messages';
import { coolingUntil } from '../utils/forms';

/**
 * The accounts money can go to, as one radio group: the own KYC-verified account first, then the
 * added ones — a new one saying until when its lower limit applies — each added one deletable
 * after a confirm.
 */
export function AccountsList({
  accounts,
  selected,
  onSelect,
  onDeleted,
}: {
  accounts: Beneficiary[];
  selected: string | null;
  onSelect: (id: string) => void;
  onDeleted: (message: string) => void;
}) {
  const t = useSendMoneyT();
  const { language } = useI18n();
  const [toDelete, setToDelete] = useState<Beneficiary | null>(null);
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('accountsTitle')}</legend>
      {accounts.map((account) => {
        const until = coolingUntil(account);
        const label = account.own ? t('ownAccount') : account.name;
        return (
          <div
            key={account.id}
            className="flex items-start gap-3 rounded-xl border border-line px-3 py-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="account"
              id={`account-${account.id}`}
              className="mt-1 size-5 accent-brand-600"
              checked={selected === account.id}
              onChange={() => onSelect(account.id)}
            />
            <label htmlFor={`account-${account.id}`} className="min-w-0 flex-1 text-sm">
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-ink-muted">
                {account.own ? `${account.name} · ` : ''}
                {account.bankName} · {account.accountNumber}
              </span>
              {until && (
                <span className="mt-1 block font-medium text-amber-800 dark:text-amber-200">
                  {t('cooling', { when: formatDateTime(until, locale) })}
                </span>
              )}
            </label>
            {!account.own && (
              <button
                type="button"
                aria-label={t('deleteAccount', {
                  name: `${account.name} ${account.accountNumber}`,
                })}
                className="rounded-lg p-2 text-danger hover:bg-danger-soft"
                onClick={() => setToDelete(account)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            )}
          </div>
        );
      })}
      <ModalFor item={toDelete} onClose={() => setToDelete(null)} title={t('deleteTitle')}>
        {(account) => (
          <DeleteAccount
            key={account.id}
            account={account}
            onCancel={() => setToDelete(null)}
            onDeleted={() => {
              setToDelete(null);
              onDeleted(t('deleted'));
            }}
          />
        )}
      </ModalFor>
    </fieldset>
  );
}

function DeleteAccount({
  account,
  onCancel,
  onDeleted,
}: {
  account: Beneficiary;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Said>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        {t('deleteText', { name: account.name, account: account.accountNumber })}
      </p>
      {error ? <FormAlert message={tm(error)} /> : null}
      <ModalActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        label={t('deleteConfirm')}
        pendingLabel={t('deleting')}
        pending={busy}
        danger
        onConfirm={() => {
          setBusy(true);
          setError(null);
          deleteBeneficiary(account.id).then(
            async () => {
              await queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY });
              onDeleted();
            },
            (failure: unknown) => {
              setBusy(false);
              setError(failure instanceof ApiError ? failure : t('sendFailed'));
            },
          );
        }}
      />
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import {
  createPayoutRequestSchema,
  PAYOUT_MODES,
  type Beneficiary,
  type Payout,
  type PayoutMode,
} from '@kosh/contract/payouts';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { createPayout } from '../api/payouts';
import { useDebit } from '../hooks/use-debit';
import { useSendMoneyT } from '../messages';
import { checkForm } from '../utils/forms';
import { ConfirmDebit } from './confirm-debit';

/** The amount and the mode (IMPS or NEFT) of a payout to the chosen account, then its confirm. */
export function PayoutForm({
  account,
  onMade,
}: {
  account: Beneficiary | null;
  onMade: (payout: Payout) => void;
}) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const debit = useDebit(createPayout);
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<PayoutMode>('IMPS');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<Said>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!account) {
      setFormError(t('chooseAccount'));
      return;
    }
    const body = { beneficiaryId: account.id, amount, mode };
    const checked = checkForm(createPayoutRequestSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.beneficiaryId) setFormError(checked.errors.beneficiaryId);
      return;
    }
    debit.request(body, {
      amount,
      payee: account.id,
      rows: [
        [t('to'), account.name],
        [t('account'), `${account.bankName} · ${account.accountNumber}`],
        [t('mode'), mode],
      ],
    });
  };

  const onAuthorised = () => {
    debit.confirm().then(
      (answer) => answer && onMade(answer.data),
      (error: unknown) => {
        const field = error instanceof ApiError ? error.fields[0] : undefined;
        if (field?.field === 'amount') setErrors({ amount: field.code ?? field.message });
        else setFormError(error instanceof ApiError ? error : t('sendFailed'));
      },
    );
  };

  const amountError = errors.amount ? tm(errors.amount) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AmountInput
        label={t('amount')}
        maxLength={9}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setErrors({});
          setFormError(null);
        }}
        error={amountError}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('mode')}</legend>
        <div className="grid grid-cols-1 gap-2">
          {PAYOUT_MODES.map((each) => (
            <label
              key={each}
              className="flex items-center gap-3 rounded-xl border border-line px-3 py-3 text-sm font-medium text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="mode"
                value={each}
                className="size-5 accent-brand-600"
                checked={mode === each}
                onChange={() => setMode(each)}
              />
              {each === 'IMPS' ? t('modeImps') : t('modeNeft')}
            </label>
          ))}
        </div>
      </fieldset>
      {formError ? <FormAlert message={tm(formError)} /> : null}
      <Button type="submit" block disabled={debit.busy}>
        {debit.busy ? t('sending') : t('proceed')}
      </Button>
      <ConfirmDebit
        debit={debit.toConfirm}
        title={t('confirmPayoutTitle')}
        onCancel={debit.cancel}
        onAuthorised={onAuthorised}
      />
    </form>
  );
}

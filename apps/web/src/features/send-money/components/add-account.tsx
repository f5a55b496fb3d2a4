import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { IFSC_PATTERN } from '@kosh/contract/common/kyc-formats';
import { addBeneficiaryRequestSchema, type Beneficiary } from '@kosh/contract/payouts';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions } from '@/components/ui/modal';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { ApiError } from '@/lib/api-client';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { addBeneficiary, BENEFICIARIES_KEY, useIfscBranch } from '../api/payouts';
import { useSendMoneyT } from '../messages';
import { accountsMatch, checkForm } from '../utils/forms';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 18);
const ifscTyped = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11);

/** What an IFSC names, as it is typed: the bank and branch, or that no bank has it. */
function useIfscHint(ifsc: string): string {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const wellFormed = IFSC_PATTERN.test(ifsc) ? ifsc : null;
  const lookup = useIfscBranch(wellFormed);
  if (!wellFormed || lookup.isError) return t('ifscHint');
  if (lookup.isPending) return t('ifscChecking');
  if (!lookup.data) return tm('KYC_IFSC_UNKNOWN');
  const { bank, branch } = lookup.data;
  return branch ? t('ifscFound', { bank, branch }) : bank;
}

/**
 * A new beneficiary: the account number twice (a typo in one is caught here, not by the bank),
 * the IFSC with its bank named as typed, an optional name. The bank's penny drop names the holder.
 */
export function AddAccount({
  onAdded,
  onCancel,
}: {
  onAdded: (account: Beneficiary) => void;
  onCancel: () => void;
}) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const submitKey = useSubmitKey<string>();
  const [values, setValues] = useState({ accountNumber: '', again: '', ifsc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const ifscHint = useIfscHint(values.ifsc);

  const set = (field: keyof typeof values, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      accountNumber: values.accountNumber,
      ifsc: values.ifsc,
      ...(values.name.trim() ? { name: values.name } : {}),
    };
    const checked = checkForm(addBeneficiaryRequestSchema, body);
    const found = checked.ok ? {} : { ...checked.errors };
    if (!accountsMatch(values.accountNumber, values.again)) found.again = t('accountsDiffer');
    if (!checked.ok || found.again) {
      setErrors(found);
      return;
    }
    const begun = submitKey.begin(JSON.stringify(checked.data), () => '');
    setBusy(true);
    withRetries((key) => addBeneficiary(checked.data, key), begun.key).then(
      async (answer) => {
        submitKey.settle();
        await queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY });
        onAdded(answer.data);
      },
      (error: unknown) => {
        if (!isUnanswered(error)) submitKey.settle();
        setBusy(false);
        const field = error instanceof ApiError ? error.fields[0] : undefined;
        if (field && field.field in values)
          setErrors({ [field.field]: field.code ?? field.message });
        else setFormError(error instanceof ApiError ? error : t('sendFailed'));
      },
    );
  };

  const said = (field: string) => {
    const code = errors[field];
    return code ? tm(code) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label={t('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onChange={(event) => set('accountNumber', digitsOnly(event.target.value))}
        error={said('accountNumber')}
      />
      <Field
        label={t('accountNumberAgain')}
        inputMode="numeric"
        autoComplete="off"
        value={values.again}
        onChange={(event) => set('again', digitsOnly(event.target.value))}
        error={errors.again}
      />
      <Field
        label={t('ifsc')}
        autoComplete="off"
        autoCapitalize="characters"
        value={values.ifsc}
        onChange={(event) => set('ifsc', ifscTyped(event.target.value))}
        hint={<span aria-live="polite">{ifscHint}</span>}
        error={said('ifsc')}
      />
      <Field
        label={t('holder')}
        autoComplete="off"
        maxLength={60}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={said('name')}
      />
      {busy && (
        <p role="status" className="text-sm text-ink-muted">
          {t('adding')}
        </p>
      )}
      {formError ? <FormAlert message={tm(formError)} /> : null}
      <ModalActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        label={t('addAccount')}
        pendingLabel={t('adding')}
        pending={busy}
      />
    </form>
  );
}

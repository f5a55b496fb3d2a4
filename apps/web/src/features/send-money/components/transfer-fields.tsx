import type { ReactNode } from 'react';
import { TRANSFER_NOTE_MAX } from '@kosh/contract/transfers';
import { AmountInput } from '@/components/ui/amount-input';
import { Field } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';
import type { useTransferForm } from '../hooks/use-transfer-form';
import { useSendMoneyT } from '../messages';
import { noteLeft } from '../utils/forms';
import { MobilePicker } from './mobile-picker';

/**
 * The mobile number, amount and optional note that both sending and asking take; `receiver`
 * (who the number belongs to) is said right under the number it answers.
 */
export function TransferFields({
  form,
  receiver,
}: {
  form: ReturnType<typeof useTransferForm>;
  receiver: ReactNode;
}) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const { values, set, errors } = form;
  const said = (code: string | undefined) => (code ? tm(code) : undefined);
  return (
    <>
      <MobilePicker value={values.mobile} onChange={set('mobile')} error={said(errors.mobile)} />
      {receiver}
      <AmountInput
        label={t('amount')}
        maxLength={9}
        value={values.amount}
        onChange={set('amount')}
        error={said(errors.amount)}
      />
      <Field
        label={t('note')}
        value={values.note}
        maxLength={TRANSFER_NOTE_MAX}
        autoComplete="off"
        onChange={(event) => set('note')(event.target.value)}
        hint={t('noteLeft', { count: noteLeft(values.note) })}
        error={said(errors.note)}
      />
    </>
  );
}

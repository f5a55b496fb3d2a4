import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createMoneyRequestSchema } from '@kosh/contract/transfers';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import { useI18n } from '@/lib/i18n/i18n';
import { MONEY_REQUESTS_KEY, requestMoney } from '../api/transfers';
import { useTransferForm } from '../hooks/use-transfer-form';
import { useSendMoneyT } from '../messages';
import { checkForm, isLookupReady } from '../utils/forms';
import { ReceiverStatus, receiverOk, useReceiver } from './receiver-status';
import { TransferFields } from './transfer-fields';

/** Ask another customer for money: they pay it with one tap, or decline. Nothing moves yet. */
export function RequestPanel() {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const form = useTransferForm();
  const submitKey = useSubmitKey<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { values } = form;
  const lookedUp = isLookupReady(values.mobile) ? values.mobile : null;
  const receiver = useReceiver(lookedUp);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = checkForm(createMoneyRequestSchema, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (!receiverOk(receiver)) return;
    const body = { mobile: checked.data.mobile, amount: values.amount, note: checked.data.note };
    const begun = submitKey.begin(JSON.stringify(body), () => JSON.stringify(body));
    setBusy(true);
    withRetries((key) => requestMoney(body, key), begun.key)
      .then(
        () => {
          submitKey.settle();
          setDone(body.mobile);
          form.reset();
          void queryClient.invalidateQueries({ queryKey: MONEY_REQUESTS_KEY });
        },
        (error: unknown) => {
          if (!isUnanswered(error)) submitKey.settle();
          form.refused(error, t('sendFailed'));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TransferFields
        form={form}
        receiver={lookedUp && <ReceiverStatus mobile={lookedUp} receiver={receiver} asking />}
      />
      {form.formError ? <FormAlert message={tm(form.formError)} /> : null}
      <p role="status" className="text-sm font-semibold text-brand-800">
        {done ? t('requested', { mobile: done }) : ''}
      </p>
      <Button type="submit" block disabled={busy}>
        {busy ? t('requesting') : t('requestAction')}
      </Button>
    </form>
  );
}

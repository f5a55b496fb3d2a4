import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import { sendToWalletRequestSchema, type WalletTransfer } from '@kosh/contract/transfers';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18n } from '@/lib/i18n/i18n';
import { sendToWallet, TRANSFERS_KEY } from '../api/transfers';
import { useDebit } from '../hooks/use-debit';
import { useTransferForm } from '../hooks/use-transfer-form';
import { useSendMoneyT } from '../messages';
import { checkForm, isLookupReady } from '../utils/forms';
import { ConfirmDebit } from './confirm-debit';
import { ReceiverStatus, receiverOk, useReceiver } from './receiver-status';
import { SummaryRows } from './summary-rows';
import { TransferFields } from './transfer-fields';

/** Send to a mobile number: the form, the receiver looked up, Confirm with the PIN, the receipt. */
export function SendPanel() {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const form = useTransferForm();
  const debit = useDebit(sendToWallet);
  const [sent, setSent] = useState<WalletTransfer | null>(null);
  const { values } = form;
  const lookedUp = isLookupReady(values.mobile) ? values.mobile : null;
  const receiver = useReceiver(lookedUp);
  const receiverName = receiverOk(receiver)?.name ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(sendToWalletRequestSchema, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    // Only a receiver the lookup said can receive: the reason is already on the screen.
    if (!receiverOk(receiver)) return;
    const who = receiverName ? `${receiverName} (${checked.data.mobile})` : checked.data.mobile;
    debit.request(
      { mobile: checked.data.mobile, amount: values.amount, note: checked.data.note },
      {
        amount: values.amount,
        payee: checked.data.mobile,
        rows: [
          [t('to'), who],
          ...(checked.data.note ? [[t('noteLabel'), checked.data.note] as [string, string]] : []),
        ],
      },
    );
  };

  const onAuthorised = () => {
    debit.confirm().then(
      (answer) => {
        if (!answer) return;
        setSent(answer.data);
        void queryClient.invalidateQueries({ queryKey: TRANSFERS_KEY });
      },
      (error: unknown) => form.refused(error, t('sendFailed')),
    );
  };

  if (sent) {
    return (
      <TransferReceipt
        transfer={sent}
        onAgain={() => {
          setSent(null);
          form.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TransferFields
        form={form}
        receiver={lookedUp && <ReceiverStatus mobile={lookedUp} receiver={receiver} />}
      />
      {form.formError ? <FormAlert message={tm(form.formError)} /> : null}
      <Button type="submit" block disabled={debit.busy}>
        {debit.busy ? t('sending') : t('proceed')}
      </Button>
      <ConfirmDebit
        debit={debit.toConfirm}
        title={t('confirmTitle')}
        onCancel={debit.cancel}
        onAuthorised={onAuthorised}
      />
    </form>
  );
}

/** A transfer made: its amount, receiver and reference (KT…), then Done or Send again. */
export function TransferReceipt({
  transfer,
  onAgain,
}: {
  transfer: WalletTransfer;
  onAgain: () => void;
}) {
  const t = useSendMoneyT();
  const navigate = useNavigate();
  const who = transfer.counterparty.name
    ? `${transfer.counterparty.name} (${transfer.counterparty.mobile})`
    : transfer.counterparty.mobile;
  return (
    <section aria-labelledby="sent-title" className="space-y-4 text-center">
      <h2 id="sent-title" className="text-xl font-bold text-ink">
        {t('sentTitle')}
      </h2>
      <p className="text-3xl font-bold tabular-nums text-ink">
        {formatInr(rupeesToPaise(transfer.amount))}
      </p>
      <SummaryRows
        rows={[
          [t('to'), who],
          [t('reference'), transfer.reference],
          ...(transfer.note ? [[t('noteLabel'), transfer.note] as [string, string]] : []),
        ]}
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onAgain}>
          {t('sendAgain')}
        </Button>
        <Button onClick={() => void navigate('/')}>{t('done')}</Button>
      </div>
    </section>
  );
}

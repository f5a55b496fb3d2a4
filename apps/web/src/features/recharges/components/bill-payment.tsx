import { catalogue } from '@kosh/contract/messages/catalogue';
import { clsx } from 'clsx';
import { Flame, Receipt, Zap, type LucideIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type FetchBillRequest, type FetchBillResponse } from '@kosh/contract/recharge';
import { type BillKind } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { formatRupees } from '@/lib/money';
import { successPath } from '@/lib/success-messages';
import { payBill } from '../api/pay-bill';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePayment, type PaymentResult } from '../hooks/use-payment';
import { useRechargeT, type RechargeKey } from '../messages';
import { checkBillPay, formatBillDate } from '../utils/bill-form';
import { BillFetchForm } from './bill-fetch-form';
import { billFetchPrefill } from '../utils/bill-form';
import { repeatLink, type RepeatPrefill } from '@/lib/repeat-link';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { FormIntro } from './form-intro';
import { FailedPaymentNote } from './failed-payment-note';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PendingResult } from './pending-result';

type Bill = FetchBillResponse['data'];

const ICONS: Record<BillKind, LucideIcon> = { electricity: Zap, gas: Flame, postpaid: Receipt };

/**
 * A bill in two steps (docs/product-1.md §2, §4; docs/product-2.md Postpaid): fetch it, then pay exactly it. Pay Bill
 * is disabled once paid — for postpaid after any attempt, even a failed one (docs/product-2.md §4) — and
 * Reset goes back to step 1 with everything cleared.
 */
export function BillPayment({
  kind,
  picker,
  prefill,
}: {
  kind: BillKind;
  picker: OperatorPicker;
  /** A bill paid again (a recent, Balance History's Repeat): its biller fields, fetched anew. */
  prefill?: RepeatPrefill;
}) {
  const t = useRechargeT();
  const navigate = useNavigate();
  const [bill, setBill] = useState<Bill | null>(null);
  /** The form the bill was fetched with: Add Money comes back to it filled in. */
  const [fetchedWith, setFetchedWith] = useState<FetchBillRequest | null>(null);
  const [isPaid, setIsPaid] = useState(false);
  /** Bumped by Reset, so step 1 starts again from blank. */
  const [round, setRound] = useState(0);

  const onSuccess = useCallback(
    (result: PaymentResult) => {
      toast.success(t('billPaid'));
      navigate(successPath(catalogue.PAYMENT_SUCCESS, result.orderId));
    },
    [navigate, t],
  );
  const errorToast = useErrorToast();
  const payment = usePayment({
    screen: `bill-${kind}`,
    send: payBill,
    onSuccess,
    // Paid, or being paid: once. A postpaid bill stays disabled after any attempt (docs/product-2.md §4).
    onOutcome: (outcome) => {
      if (kind === 'postpaid' || outcome.kind === 'success' || outcome.kind === 'pending') {
        setIsPaid(true);
      }
    },
    errorToast,
  });

  const reset = () => {
    errorToast.dismiss();
    setBill(null);
    setIsPaid(false);
    payment.clear();
    setRound((n) => n + 1);
  };

  const pay = () => {
    if (!bill) return;
    const request = { opcode: bill.operator, number: bill.service_no, amount: bill.dueamount };
    const problem = checkBillPay(request);
    if (problem) {
      errorToast.show(problem);
      return;
    }
    payment.request(
      request,
      { name: bill.operatorName, number: bill.service_no },
      fetchedWith &&
        repeatLink({
          kind,
          number: fetchedWith.service_no,
          operatorCode: fetchedWith.mcode,
          option1: fetchedWith.option1,
          option2: fetchedWith.option2,
          customerMobile: fetchedWith.customerMobile ?? null,
        }),
    );
  };

  if (payment.pending) {
    return <PendingResult result={payment.pending} onSettled={payment.settled} onAnother={reset} />;
  }

  const step = bill ? 2 : 1;
  const heading = t(`step.${kind}.${bill ? 'pay' : 'fetch'}` as RechargeKey);
  const paid = isPaid || (bill?.paid ?? false);

  return (
    <Card>
      <LoadingOverlay show={payment.busy} label={t('paying')} />
      <ConfirmPaymentDialog payment={payment} />
      <StepDots step={step} />
      <FormIntro
        icon={ICONS[kind]}
        heading={heading}
        text={bill ? undefined : t(`intro.${kind}` as RechargeKey)}
      />
      {bill ? (
        <div className="space-y-5">
          <div className="space-y-4">
            <ReadOnly label={t('customerName')} value={bill.customername} />
            <ReadOnly label={t('serviceProvider')} value={bill.operatorName} />
            <ReadOnly label={t('serviceNumber')} value={bill.service_no} />
            <ReadOnly label={t('amountDue')} value={formatRupees(bill.dueamount)} />
            <div className="grid grid-cols-2 gap-3">
              <ReadOnly label={t('billDate')} value={formatBillDate(bill.billdate)} />
              <ReadOnly label={t('dueDate')} value={formatBillDate(bill.duedate)} />
            </div>
          </div>
          {paid && (
            <p
              role="status"
              className="rounded-xl border border-line bg-canvas px-4 py-3 text-sm text-ink-muted"
            >
              {bill.paid ? t('alreadyPaid') : t('payAttempted')}
            </p>
          )}
          <InsufficientBalance shortfall={payment.insufficient} />
          <FailedPaymentNote failed={payment.failed} />
          <div className="grid gap-3">
            <Button block onClick={pay} disabled={paid || payment.busy}>
              {t('payBill')}
            </Button>
            <Button variant="secondary" block onClick={reset}>
              {t('reset')}
            </Button>
          </div>
        </div>
      ) : (
        <BillFetchForm
          key={round}
          kind={kind}
          picker={picker}
          initial={round === 0 ? billFetchPrefill(prefill) : undefined}
          onFetched={(fetched, request) => {
            setIsPaid(false);
            setBill(fetched);
            setFetchedWith(request);
          }}
        />
      )}
    </Card>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <Field label={label} value={value} readOnly className="[&_input]:bg-canvas" />;
}

function StepDots({ step }: { step: 1 | 2 }) {
  const t = useRechargeT();
  return (
    <div className="mb-4 flex items-center gap-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {t('stepOf', { step })}
      </p>
      <div className="flex flex-1 gap-1.5" aria-hidden="true">
        {[1, 2].map((n) => (
          <span
            key={n}
            className={clsx('h-1.5 flex-1 rounded-full', n <= step ? 'bg-brand-600' : 'bg-line')}
          />
        ))}
      </div>
    </div>
  );
}

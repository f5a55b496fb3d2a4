import type { Biller, FetchedBill } from '@kosh/contract/bills';
import { amountIsFixed } from '@kosh/contract/bill-amount';
import { formatInr, paiseToRupees, rupeesToPaise } from '@kosh/contract/common/money';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { billIcon } from '@/lib/bill-icons';
import type { Said } from '@/lib/i18n/i18n';
import { repeatLink } from '@/lib/repeat-link';
import { successPath } from '@/lib/success-messages';
import { fetchBillerBill } from '../api/fetch-biller-bill';
import { payBiller } from '../api/pay-biller';
import { validateBillAccount } from '../api/validate-bill-account';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePayment, type PaymentOutcome, type PaymentResult } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT, type RechargeKey } from '../messages';
import {
  amountText,
  checkAmount,
  checkParams,
  serverFieldErrors,
  type BillerFormErrors,
  type Refusal,
} from '../utils/biller-form';
import { BillerBillSummary } from './biller-bill-summary';
import { BillerParamField } from './biller-param-field';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { FailedPaymentNote } from './failed-payment-note';
import { FormIntro } from './form-intro';
import { InsufficientBalance } from './insufficient-balance';
import { PendingResult } from './pending-result';
import { SummaryList } from './summary-list';

/** What the biller said of the account before paying: its bill, or the name it is held in. */
type Account = { kind: 'bill'; bill: FetchedBill } | { kind: 'holder'; customerName: string };

const NO_ERRORS: BillerFormErrors = { params: {} };

/** Refusals that make the bill on screen one the server will not take: fetch it again. */
const STALE_BILL = new Set(['BILL_FETCH_NOT_FOUND', 'BILL_FETCH_EXPIRED', 'BILL_FETCH_FIRST']);

/**
 * Any Bharat BillPay biller's bill, from its catalogue entry: a box for each of its parameters
 * (checked by the biller's own rules, as the server checks them), then what the biller declares —
 * fetch the bill, check the account, or pay straight away — then the amount its exactness allows,
 * confirmed (and the PIN asked) before the wallet is debited. Changing a parameter drops the bill
 * or account shown: it was fetched for the old one.
 */
export function BillerPayment({ biller, prefill }: { biller: Biller; prefill: string | null }) {
  const t = useRechargeT();
  const say = useRechargeMessage();
  const navigate = useNavigate();
  const first = biller.params[0];
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    first && prefill ? { [first.name]: prefill } : {},
  );
  const [errors, setErrors] = useState<BillerFormErrors>(NO_ERRORS);
  const [account, setAccount] = useState<Account | null>(null);
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<Said>(null);
  /** Paid, or being paid: not twice from this form. */
  const [paid, setPaid] = useState(false);
  const boxes = useRef(new Map<string, HTMLInputElement | null>());

  const onSuccess = useCallback(
    (result: PaymentResult) => {
      navigate(successPath(catalogue.PAYMENT_SUCCESS, result.orderId, { bill: true }));
    },
    [navigate],
  );
  const onOutcome = useCallback((outcome: PaymentOutcome) => {
    if (outcome.kind === 'success' || outcome.kind === 'pending') setPaid(true);
    if (outcome.kind === 'invalid') setErrors(serverFieldErrors(outcome.fields));
    if (outcome.kind === 'error' && STALE_BILL.has(codeOf(outcome.message))) setAccount(null);
  }, []);
  const errorToast = useErrorToast();
  const payment = usePayment({
    screen: `bbps-${biller.id}`,
    send: payBiller,
    onSuccess,
    onOutcome,
    errorToast,
  });

  const flow = biller.fetchRequirement;
  const bill = account?.kind === 'bill' ? account.bill : null;
  const ready = flow === 'NOT_SUPPORTED' || account !== null;
  const fixed = amountIsFixed(biller.exactness, bill !== null);
  const shownError = (refusal: Refusal | undefined) => (refusal ? say(refusal) : undefined);

  const focus = (name: string) => boxes.current.get(name)?.focus();

  const change = (name: string, value: string) => {
    setTyped((now) => ({ ...now, [name]: value }));
    setErrors((now) =>
      now.params[name]
        ? {
            ...now,
            params: Object.fromEntries(Object.entries(now.params).filter(([key]) => key !== name)),
          }
        : now,
    );
    setNotice(null);
    errorToast.dismiss();
    // The bill or name shown was the old account's.
    if (account) {
      setAccount(null);
      setAmount('');
      setPaid(false);
      payment.clear();
    }
  };

  const ask = async (values: Record<string, string>) => {
    setAsking(true);
    try {
      const request = { billerId: biller.id, params: values };
      if (flow === 'MANDATORY') {
        const fetched = await fetchBillerBill(request);
        setAccount({ kind: 'bill', bill: fetched });
        setAmount(amountText(fetched.amount));
      } else {
        const checked = await validateBillAccount(request);
        setAccount({ kind: 'holder', customerName: checked.customerName });
      }
      setPaid(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.fields) : NO_ERRORS;
      const names = Object.keys(fieldErrors.params);
      if (names[0]) {
        setErrors(fieldErrors);
        focus(names[0]);
      } else {
        setNotice(error instanceof ApiError ? error : 'BILL_FETCH_FAILED');
      }
    } finally {
      setAsking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    errorToast.dismiss();
    setNotice(null);
    const checked = checkParams(biller, typed);
    if (!checked.ok) {
      setErrors({ params: checked.errors });
      const firstWrong = biller.params.find((p) => checked.errors[p.name]);
      if (firstWrong) focus(firstWrong.name);
      return;
    }
    if (!ready) {
      setErrors(NO_ERRORS);
      void ask(checked.values);
      return;
    }
    const toPay = fixed && bill ? bill.amount : amount;
    const refusal = checkAmount(biller, toPay, bill);
    if (refusal) {
      setErrors({ params: {}, amount: refusal });
      focus('amount');
      return;
    }
    setErrors(NO_ERRORS);
    const number = (first && checked.values[first.name]) ?? '';
    payment.request(
      {
        billerId: biller.id,
        params: checked.values,
        amount: paiseToRupees(rupeesToPaise(toPay)),
        ...(bill ? { fetchId: bill.fetchId } : {}),
      },
      { name: biller.name, number },
      repeatLink({ kind: 'bbps', number, operatorCode: biller.id }),
    );
  };

  const reset = () => {
    payment.clear();
    setAccount(null);
    setAmount('');
    setPaid(false);
    setErrors(NO_ERRORS);
    setTyped({});
  };

  if (payment.pending) {
    return <PendingResult result={payment.pending} onSettled={payment.settled} onAnother={reset} />;
  }

  const busyLabel = asking
    ? t(flow === 'MANDATORY' ? 'fetchingBill' : 'checkingAccount')
    : t('paying');
  const action = ready
    ? amountLabel(t, fixed && bill ? bill.amount : amount)
    : t(flow === 'MANDATORY' ? 'fetchBillerBill' : 'checkAccount');

  return (
    <Card>
      <LoadingOverlay show={asking || payment.busy} label={busyLabel} />
      <ConfirmPaymentDialog payment={payment} />
      <FormIntro
        icon={billIcon(biller.icon, biller.categoryId)}
        heading={biller.name}
        text={`${biller.coverage} · ${t('billerIntro')}`}
      />
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="space-y-4">
          {biller.params.map((param) => (
            <BillerParamField
              key={param.name}
              ref={(node) => {
                boxes.current.set(param.name, node);
              }}
              param={param}
              value={typed[param.name] ?? ''}
              error={shownError(errors.params[param.name])}
              onChange={(value) => change(param.name, value)}
            />
          ))}
          {account && (
            <p className="text-sm text-ink-muted">
              {t(account.kind === 'bill' ? 'changeDetails' : 'changeAccount')}
            </p>
          )}
        </div>
        {bill && <BillerBillSummary bill={bill} />}
        {account?.kind === 'holder' && (
          <SummaryList rows={[[t('accountHolder'), account.customerName]]} />
        )}
        {ready &&
          (fixed && bill ? (
            <Field
              label={t('amountToPay')}
              value={formatInr(BigInt(bill.amountPaise))}
              readOnly
              hint={t('amountHint.EXACT')}
              className="[&_input]:bg-canvas"
            />
          ) : (
            <AmountInput
              ref={(node) => {
                boxes.current.set('amount', node);
              }}
              label={t('amountToPay')}
              maxLength={10}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setErrors((now) => (now.amount ? { ...now, amount: undefined } : now));
              }}
              hint={amountHint(t, biller, bill)}
              error={shownError(errors.amount)}
              placeholder={t('amountPlaceholder')}
            />
          ))}
        <FormAlert message={notice ? say(notice) : undefined} />
        <InsufficientBalance shortfall={payment.insufficient} />
        <FailedPaymentNote failed={payment.failed} />
        <Button type="submit" block disabled={asking || payment.busy || (ready && paid)}>
          {action}
        </Button>
      </form>
    </Card>
  );
}

/** The catalogue code of what the server said, or '' when it said none. */
function codeOf(said: Said): string {
  return typeof said === 'object' && said !== null ? (said.code ?? '') : '';
}

type T = (key: RechargeKey, vars?: Record<string, string | number>) => string;

/** Pay ₹1,234.00 once the amount is one; Pay while it is not. */
function amountLabel(t: T, typed: string): string {
  try {
    const paise = rupeesToPaise(typed);
    return paise > 0n ? t('payAmount', { amount: formatInr(paise) }) : t('payNow');
  } catch {
    return t('payNow');
  }
}

/** What the amount may be: against the bill as the biller's exactness says, else its limits. */
function amountHint(t: T, biller: Biller, bill: FetchedBill | null): string {
  const limits = {
    min: formatInr(BigInt(biller.minAmountPaise)),
    max: formatInr(BigInt(biller.maxAmountPaise)),
  };
  if (!bill) return t('amountRange', limits);
  const due = formatInr(BigInt(bill.amountPaise));
  return t(`amountHint.${biller.exactness}`, { ...limits, due });
}

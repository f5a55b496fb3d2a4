import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ServiceCategory, ServiceCompany } from '@kosh/contract/catalogue';
import { AMOUNT_MAX_LENGTH } from '@kosh/contract/recharge';
import { amountInput } from '@/components/ui/amount-input';
import { ControlledField } from '@/components/ui/controlled-field';
import type { PaymentConfirmation, PaymentResult, Shortfall } from '../hooks/use-payment';
import { useRechargeT } from '../messages';
import { CompanyField } from './company-field';
import { FailedPaymentNote } from './failed-payment-note';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PayFormCard } from './pay-form-card';
import { PendingResult } from './pending-result';

/** What the frame needs of a form's working (hooks/use-operator-pay-form.ts). */
interface OperatorPayFormWorking<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  companyField: Path<Values>;
  setCompany: (company: ServiceCompany | null) => void;
  fieldError: (field: Path<Values>) => string | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  payment: PaymentConfirmation & {
    busy: boolean;
    pending: PaymentResult | null;
    settled: () => void;
    insufficient: Shortfall | null;
    failed: { orderId: string } | null;
  };
  onSubmit: FormEventHandler<HTMLFormElement>;
  startAgain: () => void;
}

/**
 * An operator, a number and an amount, paid from the wallet (DTH, Fastag): the operator picker,
 * the form's own number field (`children`), the amount, the way to Add Money when the balance is
 * short, and the form's submit; a pending payment's card in its place while one waits.
 */
export function OperatorPayForm<Values extends FieldValues>({
  working,
  picker,
  category,
  icon,
  heading,
  text,
  amountPlaceholder,
  children,
  submit,
}: {
  working: OperatorPayFormWorking<Values>;
  picker: OperatorPicker;
  category: ServiceCategory;
  icon: LucideIcon;
  heading: string;
  text: string;
  amountPlaceholder: string;
  children: ReactNode;
  submit: ReactNode;
}) {
  const t = useRechargeT();
  const { form, payment, fieldError } = working;

  if (payment.pending) {
    return (
      <PendingResult
        result={payment.pending}
        onSettled={payment.settled}
        onAnother={working.startAgain}
      />
    );
  }

  const amount = 'amount' as Path<Values>;
  return (
    <PayFormCard payment={payment} icon={icon} heading={heading} text={text}>
      <form ref={working.formRef} onSubmit={working.onSubmit} noValidate className="space-y-5">
        <CompanyField
          control={form.control}
          name={working.companyField}
          picker={picker}
          type={category}
          label={t('operator')}
          onChosen={working.setCompany}
          // A repeated payment's operator came as a Code: its company, for the confirm step's name.
          onResolved={working.setCompany}
          error={fieldError(working.companyField)}
        />
        {children}
        <ControlledField
          control={form.control}
          name={amount}
          label={t('amount')}
          placeholder={amountPlaceholder}
          {...amountInput(AMOUNT_MAX_LENGTH)}
          error={fieldError(amount)}
        />
        <InsufficientBalance shortfall={payment.insufficient} />
        <FailedPaymentNote failed={payment.failed} />
        {submit}
      </form>
    </PayFormCard>
  );
}

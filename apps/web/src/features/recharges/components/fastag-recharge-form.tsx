import { catalogue } from '@kosh/contract/messages/catalogue';
import { Car } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { AMOUNT_MAX_LENGTH } from '@kosh/contract/recharge';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ControlledField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { successPath } from '@/lib/success-messages';
import { createFastagRecharge } from '../api/create-fastag-recharge';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { usePayment, type PaymentResult } from '../hooks/use-payment';
import { useRechargeT } from '../messages';
import { checkResolver } from '../utils/check-resolver';
import {
  FASTAG_FIELDS,
  VEHICLE_MAX_LENGTH,
  acceptVehicleInput,
  checkFastag,
  emptyFastagForm,
  toFastagRequest,
  type FastagFormValues,
} from '../utils/fastag-form';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { FormIntro } from './form-intro';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PendingResult } from './pending-result';

const resolver = checkResolver(checkFastag);

/**
 * Fastag Recharge (spec/01 §2, §5): operator, vehicle number and at least ₹500. Each field says
 * what is wrong with it as it is typed, and the button — styled disabled while the form is
 * invalid — names the fields still to fill; a press still says what is missing (collected).
 */
export function FastagRechargeForm({ picker: CompanyPicker }: { picker: OperatorPicker }) {
  const t = useRechargeT();
  const navigate = useNavigate();
  // Each field says what is wrong with it as it is typed, not only after a press (mode onChange).
  const form = useForm<FastagFormValues>({
    resolver,
    defaultValues: emptyFastagForm(),
    mode: 'onChange',
    shouldFocusError: false,
  });
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  const { fieldError, setServerErrors, toastCollected, errorToast } = useFormFeedback(form);
  const { formRef, refused } = useFocusFirstInvalid(form.formState);
  const values = useWatch({ control: form.control });
  const { valid, names: missing } = checkFastag({ ...emptyFastagForm(), ...values });
  const missingId = useId();

  const onSuccess = useCallback(
    (result: PaymentResult) => navigate(successPath(catalogue.PAYMENT_SUCCESS, result.orderId)),
    [navigate],
  );
  const payment = usePayment({
    screen: 'fastag',
    send: createFastagRecharge,
    onSuccess,
    onOutcome: (outcome) => {
      if (outcome.kind === 'invalid') setServerErrors(outcome.fields, FASTAG_FIELDS);
    },
    errorToast,
  });

  const onSubmit = form.handleSubmit(
    (submitted) => {
      const request = toFastagRequest(submitted);
      payment.request(request, {
        name: company?.CompanyName ?? request.opcode,
        number: request.number,
      });
    },
    () => {
      refused();
      toastCollected(checkFastag(form.getValues()).names, 'FIELDS_INVALID');
    },
  );

  if (payment.pending) {
    return (
      <PendingResult
        result={payment.pending}
        onSettled={payment.settled}
        onAnother={() => {
          payment.clear();
          form.reset(emptyFastagForm());
          setCompany(null);
        }}
      />
    );
  }

  return (
    <Card>
      <LoadingOverlay show={payment.busy} label={t('paying')} />
      <ConfirmPaymentDialog payment={payment} />
      <FormIntro icon={Car} heading={t('fastagHeading')} text={t('fastagIntro')} />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <Controller
          control={form.control}
          name="opcode"
          render={({ field }) => (
            <CompanyPicker
              type={SERVICE_CATEGORIES.fastag}
              label={t('operator')}
              value={field.value || null}
              onChange={(chosen: ServiceCompany | null) => {
                setCompany(chosen);
                field.onChange(chosen?.Code ?? '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError('opcode')}
            />
          )}
        />
        <ControlledField
          control={form.control}
          name="number"
          label={t('fastagNumber')}
          placeholder={t('fastagNumberPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VEHICLE_MAX_LENGTH}
          filter={acceptVehicleInput}
          error={fieldError('number')}
        />
        <ControlledField
          control={form.control}
          name="amount"
          label={t('amount')}
          placeholder={t('fastagAmountPlaceholder')}
          {...amountInput(AMOUNT_MAX_LENGTH)}
          error={fieldError('amount')}
        />
        <InsufficientBalance message={payment.insufficient} />
        <div className="space-y-2">
          <Button
            type="submit"
            block
            disabled={payment.busy}
            // Styled disabled while invalid (spec/01 §2), still pressable to hear what is missing;
            // and why it is greyed is said beside it, before any press.
            aria-disabled={valid ? undefined : true}
            aria-describedby={valid ? undefined : missingId}
            className="py-2 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-200 aria-disabled:shadow-none aria-disabled:hover:bg-brand-200"
          >
            {t('proceedFastag')}
          </Button>
          {!valid && (
            <p id={missingId} className="text-center text-sm text-ink-muted">
              {t('stillNeeded', {
                fields: missing.map((name) => t(`field.${name}`)).join(', '),
              })}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { ControlledField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  IFSC_LENGTH,
  toSelfSchema,
  type ToSelfInput,
} from '../schemas/to-self-schema';
import { AMOUNT_MAX_LENGTH } from '../schemas/amount-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { ComingSoonNotice } from './coming-soon-notice';

const EMPTY: ToSelfInput = { accountHolder: '', accountNumber: '', ifsc: '', amount: '' };

/** To Self: the customer's own bank account and an amount (spec/02 §2). Nothing is sent. */
export function ToSelfForm({ serviceName }: { serviceName: string }) {
  const form = useForm({
    resolver: zodResolver(toSelfSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const t = useStaticServicesT();
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { errors } = form.formState;
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => {
      refused();
      setSubmits(0);
    },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <ControlledField
        control={form.control}
        name="accountHolder"
        label={t('accountHolder')}
        placeholder={t('accountHolderPlaceholder')}
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
        error={fieldError(errors.accountHolder?.message)}
      />
      <ControlledField
        control={form.control}
        name="accountNumber"
        label={t('accountNumber')}
        placeholder={t('accountNumberPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        // Digits only: a letter or a space is refused as it is typed.
        filter={(text) => (/^\d*$/.test(text) ? text : null)}
        error={fieldError(errors.accountNumber?.message)}
      />
      <ControlledField
        control={form.control}
        name="ifsc"
        label={t('ifsc')}
        placeholder={t('ifscPlaceholder')}
        hint={t('ifscHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={IFSC_LENGTH}
        filter={(text) => {
          const upper = text.toUpperCase();
          return /^[A-Z0-9]*$/.test(upper) ? upper : null;
        }}
        error={fieldError(errors.ifsc?.message)}
      />
      <ControlledField
        control={form.control}
        name="amount"
        label={t('amount')}
        placeholder={t('amountPlaceholder')}
        hint={t('amountHint')}
        {...amountInput(AMOUNT_MAX_LENGTH)}
        error={fieldError(errors.amount?.message)}
      />
      <ComingSoonNotice
        count={submits}
        message={submits > 0 ? t('noticeCharged', { service: serviceName }) : undefined}
      />
      <Button type="submit" block>
        {t('proceedToTransfer')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  IFSC_LENGTH,
  toSelfSchema,
  type ToSelfInput,
} from '../schemas/to-self-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { AmountField } from './amount-field';
import { ComingSoonNotice } from './coming-soon-notice';

const EMPTY: ToSelfInput = { accountHolder: '', accountNumber: '', ifsc: '', amount: '' };

/** To Self: the customer's own bank account and an amount (spec/02 §2). Nothing is sent. */
export function ToSelfForm({ serviceName }: { serviceName: string }) {
  const form = useForm({ resolver: zodResolver(toSelfSchema), defaultValues: EMPTY });
  const t = useStaticServicesT();
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => setSubmits(0),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label={t('accountHolder')}
        placeholder={t('accountHolderPlaceholder')}
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
        error={fieldError(errors.accountHolder?.message)}
        {...form.register('accountHolder')}
      />
      <Controller
        control={form.control}
        name="accountNumber"
        render={({ field }) => (
          <Field
            label={t('accountNumber')}
            placeholder={t('accountNumberPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
            name={field.name}
            value={field.value}
            // Digits only: a letter or a space is refused as it is typed.
            onChange={(event) => {
              if (/^\d*$/.test(event.target.value)) field.onChange(event.target.value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.accountNumber?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ifsc"
        render={({ field }) => (
          <Field
            label={t('ifsc')}
            placeholder={t('ifscPlaceholder')}
            hint={t('ifscHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={IFSC_LENGTH}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const next = event.target.value.toUpperCase();
              if (/^[A-Z0-9]*$/.test(next)) field.onChange(next);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.ifsc?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountField
            label={t('amount')}
            placeholder={t('amountPlaceholder')}
            hint={t('amountHint')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.amount?.message)}
          />
        )}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import {
  get,
  useForm,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { AMOUNT_MAX_LENGTH } from '../schemas/amount-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { ComingSoonNotice } from './coming-soon-notice';

/**
 * A placeholder service's form, checked by `schema`: a refused submit focuses the first field at
 * fault; a valid one is only counted, for the notice that nothing was charged.
 */
export function useComingSoonForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  empty: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => {
      refused();
      setSubmits(0);
    },
  );
  const errorOf = (name: Path<Input>) =>
    fieldError((get(form.formState.errors, name) as FieldError | undefined)?.message);

  return { form, formRef, onSubmit, submits, errorOf };
}

/**
 * The form's own fields, then the amount, the notice that the service is not live (after a valid
 * submit) and the submit button.
 */
export function ComingSoonForm<Input extends FieldValues & { amount: string }>({
  working,
  serviceName,
  submitLabel,
  children,
}: {
  working: ReturnType<typeof useComingSoonForm<Input, FieldValues>>;
  serviceName: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useStaticServicesT();
  const { submits } = working;
  const amount = 'amount' as Path<Input>;
  return (
    <form ref={working.formRef} onSubmit={working.onSubmit} noValidate className="space-y-5">
      {children}
      <ControlledField
        control={working.form.control as Control<Input>}
        name={amount}
        label={t('amount')}
        placeholder={t('amountPlaceholder')}
        hint={t('amountHint')}
        {...amountInput(AMOUNT_MAX_LENGTH)}
        error={working.errorOf(amount)}
      />
      <ComingSoonNotice
        count={submits}
        message={submits > 0 ? t('noticeCharged', { service: serviceName }) : undefined}
      />
      <Button type="submit" block>
        {submitLabel}
      </Button>
    </form>
  );
}

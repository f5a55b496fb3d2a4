import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { COMPLAINT_REFERENCE_MAX_LENGTH } from '../schemas/complaint-schema';
import {
  complaintStatusSchema,
  type ComplaintStatusInput,
} from '../schemas/complaint-status-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { ComingSoonNotice } from './coming-soon-notice';

const EMPTY: ComplaintStatusInput = { reference: '' };

/** Complain Status: the recharge or order id to look up. Not live yet, so nothing is looked up. */
export function ComplaintStatusForm({ serviceName }: { serviceName: string }) {
  const form = useForm({ resolver: zodResolver(complaintStatusSchema), defaultValues: EMPTY });
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
        label={t('statusReference')}
        placeholder={t('statusReferencePlaceholder')}
        hint={t('statusReferenceHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COMPLAINT_REFERENCE_MAX_LENGTH}
        error={fieldError(errors.reference?.message)}
        {...form.register('reference')}
      />
      <ComingSoonNotice
        count={submits}
        message={submits > 0 ? t('noticeStatus', { service: serviceName }) : undefined}
      />
      <Button type="submit" block>
        {t('checkStatus')}
      </Button>
    </form>
  );
}

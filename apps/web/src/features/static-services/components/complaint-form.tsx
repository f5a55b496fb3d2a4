import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  COMPLAINT_REFERENCE_MAX_LENGTH,
  COMPLAINT_TEXT_MAX_LENGTH,
  complaintSchema,
  type ComplaintInput,
} from '../schemas/complaint-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { ComingSoonNotice } from './coming-soon-notice';
import { TextAreaField } from './text-area-field';

const EMPTY: ComplaintInput = { reference: '', complaint: '' };

/** Complain Box: which recharge and what went wrong. Not live yet, so nothing is sent. */
export function ComplaintForm({ serviceName }: { serviceName: string }) {
  const form = useForm({ resolver: zodResolver(complaintSchema), defaultValues: EMPTY });
  const t = useStaticServicesT();
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: 'complaint' }).length;

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => setSubmits(0),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label={t('complaintReference')}
        placeholder={t('complaintReferencePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COMPLAINT_REFERENCE_MAX_LENGTH}
        error={fieldError(errors.reference?.message)}
        {...form.register('reference')}
      />
      <TextAreaField
        label={t('complaintText')}
        placeholder={t('complaintTextPlaceholder')}
        maxLength={COMPLAINT_TEXT_MAX_LENGTH}
        hint={
          <>
            <span aria-hidden="true">
              {length}/{COMPLAINT_TEXT_MAX_LENGTH}
            </span>
            <span className="sr-only">
              {t('complaintTextCount', { count: length, max: COMPLAINT_TEXT_MAX_LENGTH })}
            </span>
          </>
        }
        error={fieldError(errors.complaint?.message)}
        {...form.register('complaint')}
      />
      <ComingSoonNotice
        count={submits}
        message={submits > 0 ? t('noticeComplaint', { service: serviceName }) : undefined}
      />
      <Button type="submit" block>
        {t('submitComplaint')}
      </Button>
    </form>
  );
}

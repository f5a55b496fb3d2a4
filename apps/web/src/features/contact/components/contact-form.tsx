import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { addContactRequestSchema, type AddContactRequest } from '@kosh/contract/content';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { MobileField } from '@/components/ui/mobile-field';
import { ApiError } from '@/lib/api-client';
import { useClearOnEdit } from '@/lib/show-error';
import { useAddContact } from '../api/add-contact';
import { CONTACT_FAILED, useContactMessage, useContactT } from '../messages';
import { MessageField } from './message-field';

const FIELDS: readonly FieldPath<AddContactRequest>[] = [
  'name',
  'email',
  'mobileNumber',
  'Message',
];
const MESSAGE_MAX = 2000;

/** What Kosh knows of a signed-in customer, to spare them typing it again. */
export interface ContactPrefill {
  name: string;
  email: string;
  mobileNumber: string;
}

/**
 * Contact us (docs/product-2.md §2, §5, §8): name, email, mobile number and message, checked by the
 * contract's schema as the customer types; Send stays disabled until all four are valid. A
 * signed-in customer finds their name, e-mail and mobile filled in (still theirs to change).
 */
export function ContactForm({ prefill }: { prefill: ContactPrefill }) {
  const blank = { ...prefill, Message: '' };
  const form = useForm<AddContactRequest>({
    resolver: zodResolver(addContactRequestSchema),
    defaultValues: blank,
    mode: 'onChange',
  });
  const send = useAddContact();
  const t = useContactT();
  const message = useContactMessage();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<{ thanks: string; email: string }>();
  // The thanks or the failure is said once, above the form or the button, and goes when the
  // customer starts on another message.
  useClearOnEdit(
    form,
    useCallback(() => {
      setFormError(undefined);
      setSent(undefined);
    }, []),
  );
  // user/get may answer after the form showed: fill what is still empty, never what was typed.
  useEffect(() => {
    for (const name of ['name', 'email', 'mobileNumber'] as const) {
      if (prefill[name] && !form.getValues(name)) {
        form.setValue(name, prefill[name], { shouldValidate: true });
      }
    }
  }, [prefill, form]);
  const { isValid, isSubmitted } = form.formState;

  // Errors show once a field has been left (or after a send), not on the first keystroke.
  const errorOf = (state: { isTouched: boolean; error?: { message?: string } }) =>
    (state.isTouched || isSubmitted) && state.error ? message(state.error.message) : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setSent(undefined);
    try {
      const response = await send.mutateAsync(values);
      setSent({ thanks: response.message, email: values.email });
      form.reset(blank);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          const name = FIELDS.find((f) => f === field.field);
          if (name) form.setError(name, { message: field.code });
        }
      }
      setFormError(CONTACT_FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={send.isPending} label={t('form.sending')} />
      {sent && (
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-success/30 bg-success-soft px-4 py-3 text-sm font-medium text-success"
        >
          <CircleCheck size={20} aria-hidden="true" className="shrink-0" />
          <span>
            {message(sent.thanks)} {t('form.sent', { email: sent.email })}
          </span>
        </p>
      )}
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <Field
            label={t('form.name')}
            autoComplete="name"
            placeholder={t('form.namePlaceholder')}
            maxLength={60}
            error={errorOf(fieldState)}
            {...field}
          />
        )}
      />
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <Field
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            maxLength={100}
            error={errorOf(fieldState)}
            {...field}
          />
        )}
      />
      <Controller
        control={form.control}
        name="mobileNumber"
        render={({ field, fieldState }) => (
          <MobileField
            label={t('form.mobile')}
            placeholder={t('form.mobilePlaceholder')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorOf(fieldState)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Message"
        render={({ field, fieldState }) => (
          <MessageField
            label={t('form.message')}
            placeholder={t('form.messagePlaceholder')}
            rows={5}
            maxLength={MESSAGE_MAX}
            hint={t('form.count', {
              count: field.value.length.toLocaleString('en-IN'),
              max: MESSAGE_MAX.toLocaleString('en-IN'),
            })}
            error={errorOf(fieldState)}
            {...field}
          />
        )}
      />
      <FormAlert message={formError && message(formError)} />
      <div className="space-y-2">
        <Button
          type="submit"
          block
          disabled={!isValid || send.isPending}
          aria-describedby={isValid ? undefined : 'contact-incomplete'}
        >
          {t('form.submit')}
        </Button>
        {/* Hidden rather than removed once valid, so nothing below it moves. */}
        <p
          id="contact-incomplete"
          className={clsx('text-center text-sm text-ink-muted', isValid && 'invisible')}
        >
          {t('form.incomplete')}
        </p>
      </div>
    </form>
  );
}

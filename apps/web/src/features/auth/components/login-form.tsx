import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginRequestSchema } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { MobileField } from '@/components/ui/mobile-field';
import { useI18n } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/session';
import { useApiErrorMessage, useClearOnEdit } from '@/lib/show-error';
import { useLogin } from '../api/login';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { mobileno: '', password: '' },
  });
  const login = useLogin();
  const { t } = useI18n();
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  const { errors } = form.formState;
  // Said once, above the button (not again in a toast); gone once the customer edits a field.
  useClearOnEdit(
    form,
    useCallback(() => setFormError(undefined), []),
  );

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        const { data } = await login.mutateAsync(values);
        sessionStore.set({
          token: data.token,
          UId: data.UId,
          userId: data.userId,
          name: data.name,
          role: data.role,
        });
        onLoggedIn();
      } catch (error) {
        setFormError(errorMessage(error, { fallback: 'INVALID_CREDENTIALS' }).message);
      }
    },
    () => setFormError('LOGIN_FIELDS_INVALID'),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={login.isPending} label={t('login.pending')} />
      <Controller
        control={form.control}
        name="mobileno"
        render={({ field }) => (
          <MobileField
            label={t('login.mobile')}
            placeholder={t('field.mobilePlaceholder')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            invalid={!!errors.mobileno}
            autoFocus
          />
        )}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Link
          to="/forgotpassword"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" block disabled={login.isPending}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {t('login.newHere')}{' '}
        <Link
          to="/sign-up"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}

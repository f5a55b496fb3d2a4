import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginRequestSchema } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { Field, PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { mobileInput } from '@/components/ui/mobile-field';
import { useI18n } from '@/lib/i18n/i18n';
import { holdLoginPassword } from '@/lib/login-password';
import { sessionStore } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useApiErrorMessage, useClearOnEdit } from '@/lib/show-error';
import { useLogin } from '../api/login';
import { keepOtpDigits, otpInput } from '../utils/otp-input';
import { SwitchPrompt } from './switch-prompt';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { mobileno: '', password: '' },
  });
  const login = useLogin();
  const { t } = useI18n();
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  // Many wrong passwords were tried for this number from here: the server texted it an OTP, and
  // the login now takes the password with it (LOGIN_OTP_REQUIRED).
  const [stepUp, setStepUp] = useState(false);
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
          ...(data.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
        });
        // The new-password screen asks for the password just typed only if it must.
        if (data.passwordChangeRequired) holdLoginPassword(values.password);
        onLoggedIn();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'LOGIN_OTP_REQUIRED') {
          setStepUp(true);
          // The field appears on this render; focus it once it is there.
          setTimeout(() => form.setFocus('otp'));
        }
        setFormError(errorMessage(error, { fallback: 'INVALID_CREDENTIALS' }).message);
      }
    },
    () => setFormError('LOGIN_FIELDS_INVALID'),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={login.isPending} label={t('login.pending')} />
      <ControlledField
        control={form.control}
        name="mobileno"
        {...mobileInput}
        label={t('login.mobile')}
        placeholder={t('field.mobilePlaceholder')}
        invalid={!!errors.mobileno}
        autoFocus
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      {stepUp ? (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">{t('login.otpHint')}</p>
          <Field
            label={t('login.otp')}
            {...otpInput}
            placeholder={t('otp.placeholder')}
            invalid={!!errors.otp}
            {...form.register('otp', {
              setValueAs: (value: string) => (value ? value : undefined),
              onChange: keepOtpDigits,
            })}
          />
        </div>
      ) : null}
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
      <SwitchPrompt prompt={t('login.newHere')} to="/sign-up" link={t('login.register')} />
    </form>
  );
}

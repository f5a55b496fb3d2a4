import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { sendOtpRequestSchema, type SendOtpRequest } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { Field, PasswordField } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { mobileInput } from '@/components/ui/mobile-field';
import { useI18n } from '@/lib/i18n/i18n';
import { useClearOnEdit, useShowApiError } from '@/lib/show-error';
import { useSendOtp } from '../api/send-otp';
import { SwitchPrompt } from './switch-prompt';

const FIELDS = ['name', 'mobile', 'emailId', 'password'] as const;

/** Step 1 of sign-up: the details, then Send OTP. */
export function SignUpForm({
  initial,
  onOtpSent,
}: {
  initial: SendOtpRequest | undefined;
  onOtpSent: (details: SendOtpRequest, resendAfterSeconds: number) => void;
}) {
  const form = useForm({
    resolver: zodResolver(sendOtpRequestSchema),
    defaultValues: initial ?? { name: '', mobile: '', emailId: '', password: '' },
    mode: 'onTouched',
  });
  const sendOtp = useSendOtp();
  const { t, tm } = useI18n();
  const showApiError = useShowApiError();
  useClearOnEdit(form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await sendOtp.mutateAsync(values);
      toast.success(tm(response));
      onOtpSent(values, response.data.resendAfterSeconds);
    } catch (error) {
      showApiError(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('signup.sendFailed'),
      });
    }
  });

  const link = 'font-semibold text-brand-700 underline underline-offset-4';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={sendOtp.isPending} label={t('signup.sending')} />
      <Field
        label={t('signup.name')}
        autoComplete="name"
        placeholder={t('signup.namePlaceholder')}
        maxLength={25}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ControlledField
        control={form.control}
        name="mobile"
        {...mobileInput}
        label={t('login.mobile')}
        placeholder={t('field.mobilePlaceholder')}
        hint={t('signup.mobileHint')}
        error={errors.mobile?.message}
      />
      <Field
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        maxLength={30}
        error={errors.emailId?.message}
        {...form.register('emailId')}
      />
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        placeholder={t('signup.passwordPlaceholder')}
        hint={t('signup.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-sm text-ink-muted">
        {t('signup.agreePrefix')}{' '}
        <Link to="/terms-of-use" className={link}>
          {t('nav.termsOfUse')}
        </Link>{' '}
        {t('signup.and')}{' '}
        <Link to="/privacy-policy" className={link}>
          {t('nav.privacyPolicy')}
        </Link>
        .
      </p>
      <Button type="submit" block disabled={sendOtp.isPending}>
        {t('signup.sendOtp')}
      </Button>
      <SwitchPrompt prompt={t('signup.haveAccount')} to="/login" link={t('signup.login')} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { verifyOtpRequestSchema, type SendOtpRequest } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/session';
import { useShowApiError } from '@/lib/show-error';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { keepOtpDigits, otpInput } from '../utils/otp-input';

const otpFormSchema = verifyOtpRequestSchema.pick({ otp: true });

function maskMobile(mobile: string) {
  return `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`;
}

/** Step 2 of sign-up: the OTP, a resend with a visible countdown, and a way back to fix details. */
export function OtpForm({
  details,
  resendAfterSeconds,
  onVerified,
  onChangeDetails,
}: {
  details: SendOtpRequest;
  resendAfterSeconds: number;
  onVerified: () => void;
  onChangeDetails: () => void;
}) {
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(resendAt);
  const { t, tm } = useI18n();
  const showApiError = useShowApiError();

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      const { data } = await verify.mutateAsync({ otp, mobile: details.mobile });
      sessionStore.set({
        token: data.token,
        UId: data.UId,
        userId: data.userId,
        name: data.name,
        role: 'customer',
      });
      toast.success(tm('OTP_VERIFIED'));
      onVerified();
    } catch (error) {
      // A failed result stays on this step with the server's message, said once on the OTP
      // field; a dead network says so in the toast.
      form.setValue('otp', '');
      if (error instanceof ApiError && error.status > 0) {
        form.setError('otp', { message: tm(error) });
        form.setFocus('otp');
      } else {
        showApiError(error, { fallback: tm('OTP_VERIFY_FAILED') });
      }
    }
  });

  const onResend = async () => {
    try {
      const response = await resend.mutateAsync(details);
      setResendAt(Date.now() + response.data.resendAfterSeconds * 1000);
      form.reset({ otp: '' });
      toast.success(tm(response));
    } catch (error) {
      showApiError(error, { fallback: t('otp.resendFailed') });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={verify.isPending || resend.isPending} />
      <p className="text-base text-ink-muted">
        {t('otp.sentTo', { mobile: `+91 ${maskMobile(details.mobile)}` })}
      </p>
      <Field
        label={t('otp.label')}
        {...otpInput}
        placeholder={t('otp.placeholder')}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
        error={form.formState.errors.otp?.message}
        autoFocus
        {...form.register('otp', {
          onChange: keepOtpDigits,
        })}
      />
      <Button type="submit" block disabled={verify.isPending}>
        {t('otp.verify')}
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={onChangeDetails}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('otp.changeDetails')}
        </button>
        {secondsLeft > 0 ? (
          // A timer is not a live region: read on demand, not announced every second.
          <span className="text-ink-muted" role="timer">
            {t('otp.resendIn', { seconds: String(secondsLeft).padStart(2, '0') })}
          </span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('otp.resend')}
          </button>
        )}
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { sendOtpRequestSchema, type SendOtpRequest } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { Field, PasswordField } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { MobileField } from '@/components/ui/mobile-field';
import { showApiError } from '@/lib/show-error';
import { useSendOtp } from '../api/send-otp';

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
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await sendOtp.mutateAsync(values);
      toast.success(response.message);
      onOtpSent(values, response.data.resendAfterSeconds);
    } catch (error) {
      showApiError(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: 'Could not send the OTP.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={sendOtp.isPending} label="Sending OTP…" />
      <Field
        label="Full name"
        autoComplete="name"
        placeholder="As on your PAN card"
        maxLength={25}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="mobile"
        render={({ field }) => (
          <MobileField
            label="Mobile number"
            placeholder="10-digit mobile number"
            hint="We will send a 6-digit OTP to this number."
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.mobile?.message}
          />
        )}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        maxLength={30}
        error={errors.emailId?.message}
        {...form.register('emailId')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        hint="At least 8 characters, with an uppercase and a lowercase letter, a number and a special character."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-sm text-ink-muted">
        By continuing you agree to Kosh&apos;s{' '}
        <Link
          to="/terms-of-use"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link
          to="/privacy-policy"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" block disabled={sendOtp.isPending}>
        Send OTP
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </form>
  );
}

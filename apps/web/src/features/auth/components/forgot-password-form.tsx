import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { forgetPassRequestSchema } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { MobileField } from '@/components/ui/mobile-field';
import { showApiError } from '@/lib/show-error';
import { useForgetPassword } from '../api/forget-password';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useForm({
    resolver: zodResolver(forgetPassRequestSchema),
    defaultValues: { mobile: '' },
    mode: 'onTouched',
  });
  const forget = useForgetPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forget.mutateAsync(values);
      toast.success(response.message, { duration: 8000 });
      onSent();
    } catch (error) {
      showApiError(error, {
        setError: form.setError,
        fields: ['mobile'],
        fallback: 'Could not send the SMS.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={forget.isPending} />
      <p className="text-base text-ink-muted">
        Enter your registered mobile number. We will text you a one-time temporary password, valid
        for 30 minutes. Your current password keeps working until you log in with the temporary one.
      </p>
      <Controller
        control={form.control}
        name="mobile"
        render={({ field, fieldState }) => (
          <MobileField
            label="Registered mobile number"
            placeholder="10-digit mobile number"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            autoFocus
          />
        )}
      />
      <Button type="submit" block disabled={forget.isPending}>
        Done
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Remembered it?{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      </p>
    </form>
  );
}

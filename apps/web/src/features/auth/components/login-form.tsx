import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginRequestSchema } from '@kosh/contract/auth';
import { messages } from '@kosh/contract/messages';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { MobileField } from '@/components/ui/mobile-field';
import { sessionStore } from '@/lib/session';
import { showApiError } from '@/lib/show-error';
import { useLogin } from '../api/login';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { mobileno: '', password: '' },
  });
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const { errors } = form.formState;

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
        setFormError(showApiError(error, { fallback: messages.loginFailed }));
      }
    },
    () => setFormError(messages.loginFieldsInvalid),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={login.isPending} label="Logging you in…" />
      <Controller
        control={form.control}
        name="mobileno"
        render={({ field }) => (
          <MobileField
            label="Mobile number"
            placeholder="10-digit mobile number"
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
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Link
          to="/forgotpassword"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" block disabled={login.isPending}>
        Login
      </Button>
      <p className="text-center text-sm text-ink-muted">
        New to Kosh?{' '}
        <Link
          to="/sign-up"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Register Now
        </Link>
      </p>
    </form>
  );
}

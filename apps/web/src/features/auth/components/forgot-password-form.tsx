import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { forgetPassRequestSchema } from '@kosh/contract/auth';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { mobileInput } from '@/components/ui/mobile-field';
import { useI18n } from '@/lib/i18n/i18n';
import { useClearOnEdit, useShowApiError } from '@/lib/show-error';
import { useForgetPassword } from '../api/forget-password';
import { SwitchPrompt } from './switch-prompt';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useForm({
    resolver: zodResolver(forgetPassRequestSchema),
    defaultValues: { mobile: '' },
    mode: 'onTouched',
  });
  const forget = useForgetPassword();
  const { t, tm } = useI18n();
  const showApiError = useShowApiError();
  useClearOnEdit(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forget.mutateAsync(values);
      toast.success(tm(response), { duration: 8000 });
      onSent();
    } catch (error) {
      showApiError(error, {
        setError: form.setError,
        fields: ['mobile'],
        fallback: t('forgot.failed'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={forget.isPending} />
      <p className="text-base text-ink-muted">{t('forgot.text')}</p>
      <ControlledField
        control={form.control}
        name="mobile"
        {...mobileInput}
        label={t('forgot.mobile')}
        placeholder={t('field.mobilePlaceholder')}
        error={form.formState.errors.mobile?.message}
        autoFocus
      />
      <Button type="submit" block disabled={forget.isPending}>
        {t('forgot.submit')}
      </Button>
      <SwitchPrompt prompt={t('forgot.remembered')} to="/login" link={t('forgot.backToLogin')} />
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { lockEndWords, pinRefusal } from '@kosh/contract/payment-auth';
import { PinInput } from '@/components/payment/pin-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PAYMENT_PIN_KEY, usePaymentPin, useSetPin } from '@/hooks/use-payment-pin';
import { ApiError } from '@/lib/api-client';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { resetPin, sendPinResetOtp } from '../api/reset-pin';
import { usePaymentAuthT } from '../messages';

type Mode = 'idle' | 'set' | 'change' | 'forgot';

/**
 * The profile's "Payment PIN": whether it is set (or locked, until when), setting or changing it
 * (the current PIN needed), and Forgot PIN — the login password, then the OTP texted to the
 * mobile, with the new PIN.
 */
export function PaymentPinSection() {
  const t = usePaymentAuthT();
  const { tm } = useI18n();
  const status = usePaymentPin();
  const queryClient = useQueryClient();
  const savePin = useSetPin();
  const [mode, setMode] = useState<Mode>('idle');
  const [values, setValues] = useState({ old: '', pin: '', repeat: '', password: '', otp: '' });
  const [otpSent, setOtpSent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values | 'form', Said>>>({});
  const [busy, setBusy] = useState(false);
  const data = status.data?.data;

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const open = (next: Mode) => {
    setMode(next);
    setOtpSent(false);
    setErrors({});
    setValues({ old: '', pin: '', repeat: '', password: '', otp: '' });
  };

  async function run(action: () => Promise<{ code?: string; message?: string }>) {
    setBusy(true);
    try {
      const answer = await action();
      return answer;
    } catch (error) {
      if (error instanceof ApiError) {
        const field = error.fields[0];
        const key = field?.field === 'oldPin' ? 'old' : (field?.field as keyof typeof values);
        setErrors(field && key in values ? { [key]: field } : { form: error });
      } else {
        setErrors({ form: 'NETWORK' });
      }
      return null;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: PAYMENT_PIN_KEY });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (mode === 'forgot' && !otpSent) {
      const sent = await run(() => sendPinResetOtp({ password: values.password }));
      if (sent) {
        setOtpSent(true);
        toast(tm(sent));
      }
      return;
    }
    const refusal = pinRefusal(values.pin);
    if (refusal) return setErrors({ pin: refusal });
    if (values.repeat !== values.pin) return setErrors({ repeat: 'PIN_MISMATCH' });
    const done = await run(() =>
      mode === 'forgot'
        ? resetPin({ password: values.password, otp: values.otp, pin: values.pin })
        : savePin(
            mode === 'change' ? { pin: values.pin, oldPin: values.old } : { pin: values.pin },
          ),
    );
    if (done) {
      toast.success(tm(done));
      open('idle');
    }
  }

  const error = (name: keyof typeof errors) => (errors[name] ? tm(errors[name]) : undefined);
  const locked = data?.lockedUntil ?? null;

  return (
    <Card className="mt-4 space-y-4" aria-labelledby="payment-pin-title" role="region">
      <h2 id="payment-pin-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      {status.isPending ? (
        <p className="h-6 animate-pulse rounded bg-canvas" />
      ) : (
        <p className="text-sm text-ink-muted">
          {data?.hasPin ? t('pinSet') : t('noPin')}{' '}
          {locked && (
            <span className="font-semibold text-danger">
              {t('lockedUntil', { until: lockEndWords(locked) })}
            </span>
          )}
        </p>
      )}
      {mode === 'idle' ? (
        <div className="flex flex-wrap gap-3">
          {data?.hasPin ? (
            <>
              <Button variant="secondary" onClick={() => open('change')}>
                {t('changePin')}
              </Button>
              <Button variant="secondary" onClick={() => open('forgot')}>
                {t('forgotPin')}
              </Button>
            </>
          ) : (
            data && (
              <Button variant="secondary" onClick={() => open('set')}>
                {t('setPin')}
              </Button>
            )
          )}
        </div>
      ) : (
        <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          {mode === 'change' && (
            <PinInput
              label={t('currentPin')}
              value={values.old}
              onChange={set('old')}
              error={error('old')}
            />
          )}
          {mode === 'forgot' && (
            <PasswordField
              label={t('password')}
              value={values.password}
              autoComplete="current-password"
              onChange={(event) => set('password')(event.target.value)}
              error={error('password')}
              disabled={otpSent}
            />
          )}
          {(mode !== 'forgot' || otpSent) && (
            <>
              {mode === 'forgot' && (
                <Field
                  label={t('otp')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={values.otp}
                  onChange={(event) => set('otp')(event.target.value.replace(/\D/g, ''))}
                  error={error('otp')}
                />
              )}
              <PinInput
                label={t('newPin')}
                value={values.pin}
                onChange={set('pin')}
                error={error('pin')}
              />
              <PinInput
                label={t('repeatPin')}
                value={values.repeat}
                onChange={set('repeat')}
                error={error('repeat')}
              />
            </>
          )}
          <FormAlert message={error('form')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy
                ? t('saving')
                : mode === 'forgot'
                  ? otpSent
                    ? t('resetPin')
                    : t('sendOtp')
                  : t('save')}
            </Button>
            <Button variant="secondary" onClick={() => open('idle')}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { lockEndWords, pinRefusal } from '@kosh/contract/payment-auth';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import {
  useAuthorisePayment,
  usePaymentPin,
  useSetPin,
  type DebitTerms,
} from '@/hooks/use-payment-pin';
import { ApiError } from '@/lib/api-client';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkey-browser';
import { useI18n } from '@/lib/i18n/i18n';
import { usePinT } from './pin-messages';
import { PinInput } from './pin-input';

type Said = { code?: string; message?: string; params?: Record<string, string | number> } | string;

/**
 * The confirm step's last part, before every debit of the wallet: a passkey first where the
 * customer has one and the browser can use it, else the PIN, or — the first time — setting one
 * (twice). Either way it obtains the debit's one-use authorisation, then `onAuthorised` sends the
 * debit (which carries it). A refusal or a lock is said here and the dialog stays open;
 * `disabled` holds the button (a balance that cannot cover the payment).
 */
export function PinStep({
  debit,
  disabled,
  onAuthorised,
  onCancel,
  cancelLabel,
  confirmLabel,
}: {
  debit: DebitTerms;
  /** The button's words once a PIN is set ("Confirm"). */
  confirmLabel: string;
  disabled?: boolean;
  onAuthorised: () => void;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const t = usePinT();
  const { tm } = useI18n();
  const status = usePaymentPin();
  const setPin = useSetPin();
  const authorise = useAuthorisePayment();
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: 'pin' | 'repeat' | 'form'; said: Said } | null>(null);
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<'passkey' | 'pin' | null>(null);

  const data = status.data?.data;
  const needsPin = data ? !data.hasPin : false;
  const locked = data?.lockedUntil ?? null;
  const passkeyOffered = Boolean(data?.hasPin && data.passkeys > 0) && passkeysSupported();
  const way = passkeyOffered ? (choice ?? 'passkey') : 'pin';

  function refused(failure: unknown) {
    if (failure instanceof ApiError) {
      const field = failure.fields[0];
      setError(
        field && field.field === 'pin'
          ? { field: 'pin', said: field }
          : { field: 'form', said: failure },
      );
    } else {
      setError({ field: 'form', said: t('pinError') });
    }
  }

  async function confirmWithPasskey() {
    setError(null);
    setBusy(true);
    try {
      await authorise({ passkey: true }, debit);
      onAuthorised();
    } catch (failure) {
      if (passkeyCancelled(failure)) setError({ field: 'form', said: t('passkeyCancelled') });
      else if (failure instanceof ApiError) refused(failure);
      else setError({ field: 'form', said: t('passkeyError') });
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (needsPin) {
      const refusal = pinRefusal(pin);
      if (refusal) return setError({ field: 'pin', said: refusal });
      if (repeat !== pin) return setError({ field: 'repeat', said: 'PIN_MISMATCH' });
    } else if (pinRefusal(pin) === 'PIN_FORMAT') {
      return setError({ field: 'pin', said: 'PIN_FORMAT' });
    }
    setBusy(true);
    try {
      if (needsPin) await setPin({ pin });
      await authorise({ pin }, debit);
      onAuthorised();
    } catch (failure) {
      setPinValue('');
      setRepeat('');
      refused(failure);
    } finally {
      setBusy(false);
    }
  }

  if (status.isPending) return <p className="text-sm text-ink-muted">{t('checking')}</p>;

  const say = (said: Said) => (typeof said === 'string' ? tm(said) : tm(said));
  const fieldError = (field: 'pin' | 'repeat') =>
    error?.field === field ? say(error.said) : undefined;
  const lockedSaid =
    locked && !error
      ? { code: 'PAYMENT_PIN_LOCKED', params: { until: lockEndWords(locked) } }
      : null;

  const switchTo = (next: 'passkey' | 'pin') => {
    setError(null);
    setChoice(next);
  };
  const formAlert = (
    <FormAlert
      message={error?.field === 'form' ? say(error.said) : lockedSaid ? tm(lockedSaid) : undefined}
    />
  );
  const otherWay = (next: 'passkey' | 'pin') => (
    <Button variant="ghost" className="w-full" onClick={() => switchTo(next)}>
      {next === 'pin' ? t('usePin') : t('usePasskey')}
    </Button>
  );

  if (way === 'passkey') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-muted">{t('passkeyText')}</p>
        {formAlert}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            disabled={disabled || busy || Boolean(locked)}
            onClick={() => void confirmWithPasskey()}
          >
            {busy ? t('checking') : t('confirmWithPasskey')}
          </Button>
        </div>
        {otherWay('pin')}
      </div>
    );
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      {needsPin && (
        <div className="space-y-1">
          <h3 className="text-base font-semibold text-ink">{t('setTitle')}</h3>
          <p className="text-sm text-ink-muted">{t('setText')}</p>
        </div>
      )}
      <PinInput
        label={needsPin ? t('newPin') : t('enterPin')}
        value={pin}
        onChange={setPinValue}
        error={fieldError('pin')}
        hint={needsPin ? t('pinRules') : t('enterPinHint')}
        autoFocus
      />
      {needsPin && (
        <PinInput
          label={t('repeatPin')}
          value={repeat}
          onChange={setRepeat}
          error={fieldError('repeat')}
        />
      )}
      {formAlert}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={disabled || busy || Boolean(locked)}>
          {busy ? t('checking') : needsPin ? t('setAndPay') : confirmLabel}
        </Button>
      </div>
      {passkeyOffered && otherWay('passkey')}
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Passkey } from '@kosh/contract/passkeys';
import { PinInput } from '@/components/payment/pin-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PAYMENT_PIN_KEY, usePaymentPin } from '@/hooks/use-payment-pin';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkey-browser';
import {
  addPasskey,
  PASSKEYS_KEY,
  removePasskey,
  renamePasskey,
  usePasskeys,
} from '../api/passkeys';
import { usePaymentAuthT } from '../messages';

type Editing = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

/**
 * The profile's "Passkeys": the customer's passkeys (name, added, last used), adding one with the
 * PIN and the browser's prompt, renaming and removing them. Where this browser or address cannot
 * use passkeys it says so; the list can still be tidied.
 */
export function PasskeysSection() {
  const t = usePaymentAuthT();
  const { tm, language } = useI18n();
  const queryClient = useQueryClient();
  const pin = usePaymentPin();
  const hasPin = Boolean(pin.data?.data.hasPin);
  const list = usePasskeys(hasPin);
  const [editing, setEditing] = useState<Editing>(null);
  const [values, setValues] = useState({ name: '', pin: '' });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'pin' | 'form', Said>>>({});
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();
  const when = (iso: string) => formatDateTime(iso, language === 'hi' ? 'hi-IN' : 'en-IN');

  const open = (next: Editing) => {
    setEditing(next);
    setErrors({});
    setValues({ name: next && next.kind === 'rename' ? next.passkey.name : '', pin: '' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setErrors({});
    if (editing.kind !== 'remove' && !values.name.trim()) {
      return setErrors({ name: 'PASSKEY_NAME_REQUIRED' });
    }
    setBusy(true);
    try {
      const done =
        editing.kind === 'add'
          ? await addPasskey(values.pin, values.name)
          : editing.kind === 'rename'
            ? await renamePasskey(editing.passkey.id, values.name)
            : await removePasskey(editing.passkey.id);
      toast.success(tm(done));
      open(null);
    } catch (error) {
      if (error instanceof ApiError) {
        const field = error.fields[0];
        const key = field?.field === 'pin' || field?.field === 'name' ? field.field : 'form';
        setErrors({ [key]: field && key !== 'form' ? field : error });
      } else {
        setErrors({ form: passkeyCancelled(error) ? t('passkeyCancelled') : t('passkeyFailed') });
      }
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      void queryClient.invalidateQueries({ queryKey: PAYMENT_PIN_KEY });
    }
  }

  const error = (name: keyof typeof errors) => (errors[name] ? tm(errors[name]) : undefined);
  const passkeys = list.data ?? [];

  return (
    <Card className="mt-4 space-y-4" aria-labelledby="passkeys-title" role="region">
      <h2 id="passkeys-title" className="text-lg font-semibold text-ink">
        {t('passkeysTitle')}
      </h2>
      <p className="text-sm text-ink-muted">
        {!hasPin ? t('passkeysNeedPin') : supported ? t('passkeysText') : t('passkeysUnsupported')}
      </p>
      {list.isError && <FormAlert message={t('passkeysLoadFailed')} />}
      {passkeys.length > 0 && (
        <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="space-y-1 p-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{passkey.name}</p>
                <p className="text-xs text-ink-muted">
                  {t('passkeyAdded', { when: when(passkey.createdAt) })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('passkeyUsed', { when: when(passkey.lastUsedAt) })
                    : t('passkeyNotUsed')}
                </p>
              </div>
              <div className="-mx-3 -mb-1 flex justify-end gap-1">
                <Button
                  variant="ghost"
                  aria-label={t('renameNamed', { name: passkey.name })}
                  onClick={() => open({ kind: 'rename', passkey })}
                >
                  {t('rename')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('removeNamed', { name: passkey.name })}
                  onClick={() => open({ kind: 'remove', passkey })}
                >
                  {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          {editing.kind === 'remove' ? (
            <p className="text-sm text-ink">{t('removeConfirm', { name: editing.passkey.name })}</p>
          ) : (
            <Field
              label={t('passkeyName')}
              hint={t('passkeyNameHint')}
              maxLength={40}
              value={values.name}
              onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
              error={error('name')}
              autoFocus
            />
          )}
          {editing.kind === 'add' && (
            <PinInput
              label={t('currentPin')}
              value={values.pin}
              onChange={(value) => setValues((v) => ({ ...v, pin: value }))}
              error={error('pin')}
            />
          )}
          <FormAlert message={error('form')} />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              variant={editing.kind === 'remove' ? 'danger' : 'primary'}
              disabled={busy}
            >
              {busy
                ? t('saving')
                : editing.kind === 'add'
                  ? t('addPasskey')
                  : editing.kind === 'rename'
                    ? t('saveName')
                    : t('remove')}
            </Button>
            <Button variant="secondary" onClick={() => open(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        hasPin &&
        supported && (
          <Button variant="secondary" onClick={() => open({ kind: 'add' })}>
            {t('addPasskey')}
          </Button>
        )
      )}
    </Card>
  );
}

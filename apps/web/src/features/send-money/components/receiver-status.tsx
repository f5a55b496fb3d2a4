import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { inviteNumber, useReceiverLookup } from '../api/transfers';
import { useSendMoneyT } from '../messages';
import { receiverView, type ReceiverView } from '../utils/forms';

/**
 * Who a well-formed number belongs to, before anything is confirmed: the receiver's masked name,
 * or why it cannot be sent to — with an SMS invite for a number not on Kosh yet.
 */
export function useReceiver(
  mobile: string | null,
): ReceiverView | 'pending' | { failed: unknown } | null {
  const lookup = useReceiverLookup(mobile);
  if (mobile === null) return null;
  if (lookup.isPending) return 'pending';
  if (lookup.isError) return { failed: lookup.error };
  return receiverView(lookup.data);
}

/** The receiver when the lookup said they can receive, else null. */
export function receiverOk(receiver: ReturnType<typeof useReceiver>) {
  return receiver !== null &&
    typeof receiver === 'object' &&
    'kind' in receiver &&
    receiver.kind === 'ok'
    ? receiver
    : null;
}

export function ReceiverStatus({
  mobile,
  receiver,
  asking = false,
}: {
  mobile: string;
  receiver: ReturnType<typeof useReceiver>;
  /** The number is asked for money rather than sent it. */
  asking?: boolean;
}) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  if (receiver === null) return null;
  if (receiver === 'pending') {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('lookingUp')}
      </p>
    );
  }
  // A refusal with a code of its own (too many lookups) says so; anything else asks to retry.
  if ('failed' in receiver) {
    const { failed } = receiver;
    return (
      <FormAlert
        message={failed instanceof ApiError && failed.code ? tm(failed) : t('lookupFailed')}
      />
    );
  }
  if (receiver.kind === 'ok') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800"
      >
        <CircleCheck size={18} aria-hidden="true" />
        {receiver.name
          ? t(asking ? 'asking' : 'receiver', { name: receiver.name })
          : t(asking ? 'askingNoName' : 'receiverNoName')}
      </p>
    );
  }
  if (receiver.kind === 'not-on-kosh') return <InviteOffer key={mobile} mobile={mobile} />;
  return <FormAlert message={receiver.kind === 'self' ? t('self') : t('cannotReceive')} />;
}

function InviteOffer({ mobile }: { mobile: string }) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { failed: string }>('idle');
  return (
    <div className="space-y-3 rounded-xl border border-line px-4 py-3">
      <p role="status" className="text-sm font-semibold text-ink">
        {state === 'sent' ? t('invited', { mobile }) : t('notOnKosh')}
      </p>
      {typeof state === 'object' && <FormAlert message={state.failed} />}
      {state !== 'sent' && (
        <Button
          variant="secondary"
          disabled={state === 'busy'}
          onClick={() => {
            setState('busy');
            inviteNumber(mobile).then(
              () => setState('sent'),
              (error: unknown) =>
                setState({ failed: error instanceof ApiError ? tm(error) : t('lookupFailed') }),
            );
          }}
        >
          {state === 'busy' ? t('inviting') : t('invite')}
        </Button>
      )}
    </div>
  );
}

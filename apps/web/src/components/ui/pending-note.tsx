import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { defineMessages } from '@/lib/i18n/i18n';

const usePendingT = defineMessages(
  {
    timeline:
      'Usually confirmed within 2 minutes. If it fails, the money comes back to your wallet at once.',
  },
  {
    timeline:
      'आम तौर पर 2 मिनट में पुष्टि हो जाती है। अगर भुगतान विफल हुआ, तो पैसे तुरंत आपके वॉलेट में लौट आते हैं।',
  },
);

/**
 * What happens next to a payment the operator has not confirmed yet, in the same words wherever
 * one is shown (the pending result, a Pending row of Balance History).
 */
export function PendingNote({ className }: { className?: string }) {
  const t = usePendingT();
  return (
    <p className={clsx('flex items-start gap-2 text-sm text-ink-muted', className)}>
      <Clock size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{t('timeline')}</span>
    </p>
  );
}

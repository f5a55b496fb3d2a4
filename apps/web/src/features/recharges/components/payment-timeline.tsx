import { clsx } from 'clsx';
import { Check, Hourglass, Undo2 } from 'lucide-react';
import type { RechargeStatus } from '@kosh/contract/recharge';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { useRechargeT, type RechargeKey } from '../messages';

type StepState = 'done' | 'now' | 'next' | 'refunded';

const DOT: Record<StepState, string> = {
  done: 'bg-success text-white dark:text-canvas',
  now: 'bg-accent-500/20 text-amber-800 ring-2 ring-accent-500 dark:text-amber-200',
  next: 'bg-line text-ink-muted',
  refunded: 'bg-danger text-white dark:text-canvas',
};

/**
 * A payment's three steps — paid from the wallet, the operator's answer, the outcome — with the
 * time of each one that has happened: where a pending payment stands, and how it ended.
 */
export function PaymentTimeline({
  status,
  operator,
  paidAt,
  settledAt,
}: {
  status: RechargeStatus;
  operator: string;
  paidAt?: string;
  settledAt?: string | null;
}) {
  const t = useRechargeT();
  const { language } = useI18n();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const steps: { state: StepState; text: string; at?: string | null }[] = [
    { state: 'done', text: t('timeline.paid'), at: paidAt },
    status === 'Pending'
      ? { state: 'now', text: t('timeline.waiting', { operator }) }
      : status === 'Success'
        ? { state: 'done', text: t('timeline.confirmed', { operator }), at: settledAt }
        : { state: 'done', text: t('timeline.failed', { operator }), at: settledAt },
    status === 'Pending'
      ? { state: 'next', text: t('timeline.outcome') }
      : status === 'Success'
        ? { state: 'done', text: t('timeline.delivered') }
        : { state: 'refunded', text: t('timeline.refunded'), at: settledAt },
  ];
  return (
    <ol aria-label={t('timeline.label')} className="w-full space-y-0 text-left">
      {steps.map((step, index) => (
        <li key={index} className="relative flex gap-3 pb-4 last:pb-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={clsx(
                'absolute left-[0.6875rem] top-6 h-[calc(100%-1.5rem)] w-0.5',
                step.state === 'done' ? 'bg-success' : 'bg-line',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={clsx(
              'relative flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
              DOT[step.state],
            )}
          >
            {step.state === 'done' && <Check size={14} strokeWidth={3} />}
            {step.state === 'now' && <Hourglass size={12} />}
            {step.state === 'refunded' && <Undo2 size={14} strokeWidth={3} />}
          </span>
          <div className="min-w-0 pt-0.5">
            <p
              className={clsx(
                'text-sm',
                step.state === 'next' ? 'text-ink-muted' : 'font-semibold text-ink',
              )}
            >
              <span className="sr-only">{t(`timeline.state.${step.state}` as RechargeKey)}: </span>
              {step.text}
            </p>
            {step.at && (
              <p className="text-xs text-ink-muted">
                <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

import type { DueBill } from '@kosh/contract/reminders';
import { formatInr } from '@kosh/contract/common/inr';
import { CalendarClock } from 'lucide-react';
import { useI18n } from '@/lib/i18n/i18n';
import { useRemindersT } from '../messages';

/** A bill falling due, its date in the reader's calendar words. */
export function DueBillNote({ bill }: { bill: DueBill }) {
  const t = useRemindersT();
  const { language } = useI18n();
  // A calendar date, not an instant: read as midday UTC so no time zone moves it a day.
  const date = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${bill.dueDate}T12:00:00Z`));
  return (
    <p className="mt-0.5 flex items-center gap-1.5 text-sm font-semibold text-danger">
      <CalendarClock size={16} aria-hidden="true" className="shrink-0" />
      {t('dueOn', { amount: formatInr(BigInt(bill.amountPaise)), date })}
    </p>
  );
}

import { hi } from 'date-fns/locale/hi';
import { CalendarCheck, ChevronDown, CircleCheck, CircleX, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import type { HotelRate } from '@kosh/contract/hotels';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useDetailsT } from '../../details-messages';
import { formatIstMoment, formatStayDay } from '../../utils/details-format';
import { freeCancellationUntil } from '../../utils/details-rates';

/**
 * A rate's cancellation terms (docs/product-2.md §2 "a free-cancellation tooltip with a timeline"): a
 * button that opens the timeline under it — pay now, free cancellation before the deadline,
 * check-in. A disclosure rather than a hover tooltip: a tap and a keyboard open it alike.
 */
export function DetailsCancellation({
  rate,
  checkIn,
  checkInTime,
}: {
  rate: HotelRate;
  checkIn: string;
  checkInTime: string;
}) {
  const t = useDetailsT();
  const { language } = useI18n();
  const locale = language === 'hi' ? hi : undefined;
  const [open, setOpen] = useState(false);
  const panel = useId();
  const until = freeCancellationUntil(rate);
  const deadline = until ? formatIstMoment(until, locale) : null;

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg text-left text-sm font-semibold underline decoration-dotted underline-offset-4 ${
          deadline ? 'text-success' : 'text-ink-muted'
        }`}
      >
        {deadline ? (
          <CircleCheck size={16} aria-hidden="true" className="shrink-0" />
        ) : (
          <CircleX size={16} aria-hidden="true" className="shrink-0" />
        )}
        {deadline ? t('freeCancellationTill', { date: deadline }) : t('noFreeCancellation')}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ol
        id={panel}
        hidden={!open}
        aria-label={t('cancellationPolicy')}
        className="mt-2 space-y-3 rounded-xl border border-line bg-canvas p-3 text-sm text-ink"
      >
        <Step icon={<Wallet size={16} aria-hidden="true" />}>
          {t('timeline.pay', { amount: formatRupees(rate.payNow) })}
        </Step>
        {deadline ? (
          <>
            <Step icon={<CircleCheck size={16} aria-hidden="true" className="text-success" />}>
              {t('timeline.free', { date: deadline })}
            </Step>
            <Step icon={<CircleX size={16} aria-hidden="true" className="text-danger" />}>
              {t('timeline.after', { date: deadline })}
            </Step>
          </>
        ) : (
          <Step icon={<CircleX size={16} aria-hidden="true" className="text-danger" />}>
            {t('timeline.noRefund')}
          </Step>
        )}
        <Step icon={<CalendarCheck size={16} aria-hidden="true" />}>
          {t('timeline.checkIn', { date: formatStayDay(checkIn, locale), time: checkInTime })}
        </Step>
      </ol>
    </div>
  );
}

function Step({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

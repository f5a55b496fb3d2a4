import { hi } from 'date-fns/locale/hi';
import { useI18n } from '@/lib/i18n/i18n';
import { formatStayDay } from '../utils/details-format';

/**
 * Check-in and check-out side by side (the room and payment pages): the day ("Thu, 10 Dec'26") and
 * the hotel's time under it. The words come from the page's dictionary.
 */
export function StayDates({
  checkIn,
  checkOut,
  labels,
}: {
  checkIn: string;
  checkOut: string;
  labels: { checkIn: string; checkOut: string; checkInTime: string; checkOutTime: string };
}) {
  const { language } = useI18n();
  const locale = language === 'hi' ? hi : undefined;
  const day = (label: string, date: string, time: string) => (
    <div className="rounded-xl bg-canvas p-3">
      <dt className="text-xs font-semibold uppercase text-ink-muted">{label}</dt>
      <dd className="mt-1 font-bold whitespace-nowrap text-ink">{formatStayDay(date, locale)}</dd>
      <dd className="text-sm text-ink-muted">{time}</dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-2 gap-3">
      {day(labels.checkIn, checkIn, labels.checkInTime)}
      {day(labels.checkOut, checkOut, labels.checkOutTime)}
    </dl>
  );
}

import { hi } from 'date-fns/locale/hi';
import { useI18n } from '@/lib/i18n/i18n';
import { useStayT } from '../stay-messages';
import { formatStayDay } from '../utils/details-format';

/**
 * Check-in and check-out side by side (the details, room and payment pages): the day
 * ("Thu, 10 Dec'26") and the hotel's time under it ("From 14:00", "By 11:00").
 */
export function StayDates({
  checkIn,
  checkOut,
  checkInTime,
  checkOutTime,
}: {
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
}) {
  const t = useStayT();
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
      {day(t('checkIn'), checkIn, t('checkInTime', { time: checkInTime }))}
      {day(t('checkOut'), checkOut, t('checkOutTime', { time: checkOutTime }))}
    </dl>
  );
}

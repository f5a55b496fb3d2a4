import { hi } from 'date-fns/locale/hi';
import { CalendarCheck, ChevronDown, CircleCheck, CircleX, Coffee, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { HotelStaySummary } from '@kosh/contract/hotel-booking';
import type { HotelRate } from '@kosh/contract/hotels';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useRoomT } from '../../room-messages';
import { formatIstMoment, formatStayDay } from '../../utils/details-format';
import { UNKNOWN_ROOM_TYPE } from '../../utils/details-rates';
import { cancellationWindows } from '../utils/cancellation-windows';
import { RoomFacts } from './room-info-tabs';
import { countKey } from '../../utils/details-format';

/**
 * The collapsible Rooms section (docs/product-2.md §2 Room and guest page): each room booked — its name and
 * type, who stays in it, its description — then the rate's meals, refund and the cancellation
 * timeline from the rate's own rules (now, each window and its cost, check-in).
 */
export function RoomRooms({
  hotel,
  rate,
  refundable,
}: {
  hotel: HotelStaySummary;
  rate: HotelRate;
  /** A refundable rate whose free window is still open. */
  refundable: boolean;
}) {
  const t = useRoomT();
  const { tm, language } = useI18n();
  const locale = language === 'hi' ? hi : undefined;
  const [open, setOpen] = useState(true);
  const panel = useId();
  const windows = cancellationWindows(rate);
  const when = (iso: string) => formatIstMoment(iso, locale);

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-ink">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
          className="-m-2 flex min-h-12 w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-xl p-2 text-left hover:bg-canvas"
        >
          {t('roomsTitle')} ({rate.rooms.length})
          <ChevronDown
            size={22}
            aria-hidden="true"
            className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panel} hidden={!open} className="space-y-4">
        <ol className="space-y-4">
          {rate.rooms.map((room, i) => {
            const occupancy = hotel.occupancies[i];
            const ages = occupancy?.childAges ?? [];
            return (
              <li key={`${room.roomId}-${i}`} className="space-y-2 rounded-xl bg-canvas p-4">
                <p className="text-xs font-semibold uppercase text-ink-muted">
                  {t('roomN', { n: i + 1 })} · {room.roomType || UNKNOWN_ROOM_TYPE}
                </p>
                <h3 className="font-bold text-ink">{room.roomName}</h3>
                {occupancy && (
                  <p className="flex items-center gap-1.5 text-sm text-ink">
                    <Users size={16} aria-hidden="true" className="shrink-0 text-ink-muted" />
                    {t(countKey(occupancy.numOfAdults, 'adult', 'adults'), {
                      n: occupancy.numOfAdults,
                    })}
                    {ages.length > 0 &&
                      `, ${t(countKey(ages.length, 'child', 'children'), {
                        n: ages.length,
                        ages: ages.join(', '),
                      })}`}
                  </p>
                )}
                <div className="text-sm">
                  <RoomFacts room={room} />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="space-y-2 text-sm">
          <p className="flex items-center gap-1.5 text-ink">
            <Coffee size={16} aria-hidden="true" className="shrink-0 text-ink-muted" />
            {t(`meal.${rate.mealPlan}`)}
          </p>
          <p
            className={`font-semibold ${refundable ? 'text-success' : 'text-danger'}`}
            data-testid="rate-refund"
          >
            {tm(refundable ? 'HOTEL_REFUNDABLE' : 'HOTEL_NON_REFUNDABLE')}
          </p>
        </div>
        <div>
          <h3 className="mb-2 font-bold text-ink">{t('cancellationPolicy')}</h3>
          <ol className="space-y-3 text-sm text-ink" data-testid="cancellation-timeline">
            {windows.length === 0 && <li className="text-ink-muted">{t('window.none')}</li>}
            {windows.map((w) => (
              <li key={`${w.start}-${w.end}`} className="flex items-start gap-2">
                {w.charge === 0 ? (
                  <CircleCheck
                    size={16}
                    aria-hidden="true"
                    className="mt-0.5 shrink-0 text-success"
                  />
                ) : (
                  <CircleX size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
                )}
                <span>
                  {w.charge === 0
                    ? t('window.free', { end: when(w.end) })
                    : t('window.charge', {
                        start: when(w.start),
                        end: when(w.end),
                        amount: formatRupees(w.charge),
                      })}
                  {w.current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {t('window.now')}
                    </span>
                  )}
                </span>
              </li>
            ))}
            <li className="flex items-start gap-2">
              <CalendarCheck size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {t('window.checkIn', {
                date: formatStayDay(hotel.checkIn, locale),
                time: hotel.checkInTime,
              })}
            </li>
          </ol>
        </div>
      </div>
    </Card>
  );
}

import { hi } from 'date-fns/locale/hi';
import { Check, Coffee, Info, ListChecks, ReceiptText, Sparkles, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { HotelStaySummary } from '@kosh/contract/hotel-booking';
import type { HotelRate, HotelRoom } from '@kosh/contract/hotels';
import { Modal } from '@/components/ui/modal';
import { useI18n } from '@/lib/i18n/i18n';
import { useRoomT } from '../../room-messages';
import { formatIstMoment, viewName } from '../../utils/details-format';
import { freeCancellationUntil } from '../../utils/details-rates';
import { PolicyList } from './essential-info';
import { TickList } from '../../components/tick-list';

type Tab = 'essential' | 'inclusions' | 'facilities';
const TABS: { tab: Tab; icon: ReactNode }[] = [
  { tab: 'essential', icon: <Info size={18} aria-hidden="true" /> },
  { tab: 'inclusions', icon: <Coffee size={18} aria-hidden="true" /> },
  { tab: 'facilities', icon: <Sparkles size={18} aria-hidden="true" /> },
];

/**
 * The tabs Essential Info, Inclusions and Facilities (docs/product-2.md §2 Room and guest page), each
 * opening its modal — with the rate's and the room's own content: the hotel's times and the
 * rate's policies; the meals, cancellation and what the total holds; the room's facilities.
 */
export function RoomInfoTabs({
  hotel,
  rate,
  room,
}: {
  hotel: HotelStaySummary;
  rate: HotelRate;
  room: HotelRoom;
}) {
  const t = useRoomT();
  const [open, setOpen] = useState<Tab | null>(null);
  const titleOf = (tab: Tab) => t(`tab.${tab}`);

  return (
    <>
      <nav aria-label={t('tabsLabel')}>
        <ul className="grid grid-cols-3 gap-2">
          {TABS.map(({ tab, icon }) => (
            <li key={tab}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpen(tab)}
                className="flex min-h-12 w-full flex-col items-center justify-center gap-1 rounded-xl border border-line px-2 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:flex-row"
              >
                {icon}
                {titleOf(tab)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Modal
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open ? titleOf(open) : ''}
        sheetOnPhone
      >
        {open === 'essential' && <EssentialContent hotel={hotel} rate={rate} />}
        {open === 'inclusions' && <InclusionsContent rate={rate} />}
        {open === 'facilities' && <FacilitiesContent room={room} />}
      </Modal>
    </>
  );
}

function EssentialContent({ hotel, rate }: { hotel: HotelStaySummary; rate: HotelRate }) {
  const t = useRoomT();
  const place = hotel.address.includes(hotel.city)
    ? hotel.address
    : [hotel.address, hotel.city].filter(Boolean).join(', ');
  return (
    <div className="space-y-4 text-sm text-ink">
      <dl className="space-y-1">
        <dt className="font-bold">{t('address')}</dt>
        <dd>{place}</dd>
        <dd className="text-ink-muted">
          {t('hotelTimes', { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}
        </dd>
      </dl>
      <PolicyList policies={rate.policies} />
    </div>
  );
}

function InclusionsContent({ rate }: { rate: HotelRate }) {
  const t = useRoomT();
  const { language } = useI18n();
  const until = freeCancellationUntil(rate);
  const lines: { ok: boolean; icon?: ReactNode; text: string }[] = [
    { ok: rate.mealPlan !== 'ROOM_ONLY', text: t(`meal.${rate.mealPlan}`) },
  ];
  if (!rate.breakfastIncluded) lines.push({ ok: false, text: t('noBreakfast') });
  lines.push(
    until
      ? {
          ok: true,
          text: t('freeCancellationTill', {
            date: formatIstMoment(until, language === 'hi' ? hi : undefined),
          }),
        }
      : { ok: false, text: t('noFreeCancellation') },
    { ok: true, icon: <ReceiptText size={18} aria-hidden="true" />, text: t('taxesIncluded') },
    { ok: true, icon: <ListChecks size={18} aria-hidden="true" />, text: t('noFee') },
  );
  return (
    <ul className="space-y-3 text-sm text-ink">
      {lines.map((line) => (
        <li key={line.text} className="flex items-start gap-2">
          <span className={`mt-0.5 shrink-0 ${line.ok ? 'text-success' : 'text-danger'}`}>
            {line.icon ??
              (line.ok ? (
                <Check size={18} aria-hidden="true" />
              ) : (
                <X size={18} aria-hidden="true" />
              ))}
          </span>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

function FacilitiesContent({ room }: { room: HotelRoom }) {
  const t = useRoomT();
  return (
    <div className="space-y-4 text-sm text-ink">
      <RoomFacts room={room} />
      <h3 className="font-bold">{t('roomFacilities', { room: room.roomName })}</h3>
      {room.facilities.length > 0 ? (
        <TickList
          items={room.facilities}
          className="grid grid-cols-1 gap-2 sm:grid-cols-2"
          iconSize={18}
        />
      ) : (
        <p className="text-ink-muted">{t('noFacilities')}</p>
      )}
    </div>
  );
}

/** A room's description: its text, area, view and bed (docs/product-2.md §3 Room). */
export function RoomFacts({ room }: { room: HotelRoom }) {
  const t = useRoomT();
  const facts = [
    room.area.squareFeet ? t('areaSqft', { area: room.area.squareFeet }) : null,
    room.view ? t('viewOf', { view: viewName(room.view) }) : null,
    room.bedType || null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <div className="space-y-1">
      {room.roomDescription && <p className="text-ink">{room.roomDescription}</p>}
      {facts.length > 0 && <p className="text-ink-muted">{facts.join(' · ')}</p>}
    </div>
  );
}

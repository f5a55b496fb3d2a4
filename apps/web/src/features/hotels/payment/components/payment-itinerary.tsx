import { BedDouble, Check, Eye, Ruler, Users } from 'lucide-react';
import type { HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { usePaymentT } from '../../payment-messages';
import { roomTypeCounts } from '../utils/payment';
import { countKey } from '../../utils/details-format';
import { SectionCard } from '../../components/section-card';

type StaticContent = HotelItineraryDetails['staticContent'][number];
type Room = StaticContent['rooms'][number];

/**
 * The itinerary from the server (docs/product-2.md §2, §3 Itinerary details): hotel name, minimum age,
 * checkout time, room count and types, then each room — its area, views, beds, its guests and
 * its grouped facilities.
 */
export function PaymentItinerary({ hotel }: { hotel: StaticContent }) {
  const t = usePaymentT();
  const types = roomTypeCounts(hotel.rooms);
  return (
    <SectionCard headingId="itinerary-heading" title={t('itinerary')} className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label={t('hotel')} value={hotel.name} wide />
        <Fact
          label={t('minAgeLabel')}
          value={t('minAgeValue', { age: hotel.checkinInfo.minAge })}
        />
        <Fact label={t('checkoutTime')} value={hotel.checkoutInfo.time} />
        <Fact label={t('roomCount')} value={String(hotel.rooms.length)} />
        <Fact
          label={t('roomTypes')}
          value={types
            .map((type) => t('roomTypeCount', { count: type.count, name: type.type }))
            .join(', ')}
          wide
        />
      </dl>
      <ol className="space-y-3">
        {hotel.rooms.map((room, index) => (
          <li key={index}>
            <RoomCard room={room} n={index + 1} />
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
    </div>
  );
}

function RoomCard({ room, n }: { room: Room; n: number }) {
  const t = usePaymentT();
  const adults = t(countKey(room.adults, 'adult', 'adults'), { n: room.adults });
  const guests =
    room.childAges.length > 0
      ? `${adults}, ${t('childAges', { ages: room.childAges.join(', ') })}`
      : adults;
  return (
    <article
      aria-labelledby={`room-${n}-heading`}
      className="space-y-3 rounded-xl border border-line p-4"
    >
      <div>
        <h3 id={`room-${n}-heading`} className="font-bold text-ink">
          {t('roomN', { n, name: room.name })}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('roomType')}: {room.type}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <RoomFact icon={<Ruler size={16} aria-hidden="true" />} label={t('area')}>
          {room.area.squareFeet ? t('areaSqft', { area: room.area.squareFeet }) : t('notStated')}
        </RoomFact>
        <RoomFact icon={<Eye size={16} aria-hidden="true" />} label={t('views')}>
          {room.views.length > 0 ? room.views.join(', ') : t('notStated')}
        </RoomFact>
        <RoomFact icon={<BedDouble size={16} aria-hidden="true" />} label={t('beds')}>
          {room.beds.length > 0 ? room.beds.join(', ') : t('notStated')}
        </RoomFact>
        <RoomFact icon={<Users size={16} aria-hidden="true" />} label={t('roomGuests')}>
          {guests}
        </RoomFact>
      </dl>
      {room.groupedFacilities
        .filter((group) => group.facilities.length > 0)
        .map((group) => (
          <div key={group.name}>
            <h4 className="text-sm font-semibold text-ink">{group.name}</h4>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              {group.facilities.map((facility) => (
                <li key={facility} className="flex items-center gap-1">
                  <Check size={14} aria-hidden="true" className="text-success" />
                  {facility}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </article>
  );
}

function RoomFact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start gap-x-1.5">
      <dt className="flex items-center gap-1.5 text-ink-muted">
        {icon}
        {label}:
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

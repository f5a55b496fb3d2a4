import { BedDouble, Check, ImageOff, Maximize2, Mountain } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  HOTEL_RATES_PER_TYPE,
  HOTEL_RATES_STEP,
  HOTEL_ROOM_FACILITIES,
} from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDetailsT } from '../../details-messages';
import type { RateOption, RoomTypeGroup } from '../../utils/details-rates';
import { viewName } from '../../utils/details-format';
import { DetailsRateRow } from './details-rate-row';

/**
 * A room type's card (docs/product-2.md §2): its picture (or a placeholder), name, size, view and bed, up
 * to five facilities, and its rates — three at first, three more on each Show more.
 */
export function DetailsRoomType({
  group,
  checkIn,
  checkInTime,
  onSelect,
}: {
  group: RoomTypeGroup;
  checkIn: string;
  checkInTime: string;
  onSelect: (option: RateOption) => void;
}) {
  const t = useDetailsT();
  const [shown, setShown] = useState(HOTEL_RATES_PER_TYPE);
  const { room, options } = group;
  const picture =
    room?.images[0]?.links.find((l) => l.size === 'small') ?? room?.images[0]?.links[0];
  const facts = [
    room?.area.squareFeet
      ? { icon: Maximize2, text: t('areaSqft', { area: room.area.squareFeet }) }
      : null,
    room?.view ? { icon: Mountain, text: t('viewOf', { view: viewName(room.view) }) } : null,
    room?.bedType ? { icon: BedDouble, text: room.bedType } : null,
  ].filter((f) => f !== null);
  const visible = options.slice(0, shown);
  const list = useRef<HTMLUListElement>(null);

  const showMore = () => {
    const first = shown;
    setShown(shown + HOTEL_RATES_STEP);
    // The button may go with the last rates shown: focus moves to the first new rate instead of
    // falling to the page's start.
    requestAnimationFrame(() => {
      list.current?.children[first]?.querySelector<HTMLElement>('button')?.focus();
    });
  };

  return (
    <Card className="space-y-4" data-testid="room-type">
      <div className="grid grid-cols-[7rem_1fr] gap-3 sm:grid-cols-[12rem_1fr] sm:gap-x-5">
        {picture ? (
          <img
            src={picture.url}
            width={480}
            height={360}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-cover sm:row-span-2"
          />
        ) : (
          <p className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded-xl bg-brand-50 px-1 text-center text-xs text-ink-muted sm:row-span-2 sm:text-sm">
            <ImageOff size={24} aria-hidden="true" />
            {t('noRoomPhoto')}
          </p>
        )}
        <div className="space-y-2">
          <h3 className="font-bold text-ink sm:text-lg">{group.roomType}</h3>
          {facts.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              {facts.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-1">
                  <Icon size={14} aria-hidden="true" className="shrink-0" />
                  {text}
                </li>
              ))}
            </ul>
          )}
        </div>
        {room && room.facilities.length > 0 && (
          <ul className="col-span-2 grid grid-cols-2 gap-1 text-sm text-ink sm:col-span-1 sm:col-start-2">
            {room.facilities.slice(0, HOTEL_ROOM_FACILITIES).map((facility) => (
              <li key={facility} className="flex items-center gap-1.5">
                <Check size={14} aria-hidden="true" className="shrink-0 text-success" />
                {facility}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul ref={list} className="space-y-4 border-t border-line pt-4">
        {visible.map((option) => (
          <DetailsRateRow
            key={option.rate.rateId}
            option={option}
            checkIn={checkIn}
            checkInTime={checkInTime}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {options.length > shown && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
          <p className="text-sm text-ink-muted">
            {t('ratesShown', { shown: visible.length, total: options.length })}
          </p>
          <Button variant="secondary" onClick={showMore}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}

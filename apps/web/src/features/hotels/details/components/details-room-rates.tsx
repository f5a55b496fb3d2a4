import { Check } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { HotelItinerary } from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDetailsT } from '../../details-messages';
import {
  filterGroups,
  groupByRoomType,
  RATE_CHIPS,
  type RateChip,
  type RateOption,
} from '../../utils/details-rates';
import { DetailsRoomType } from './details-room-type';

/**
 * Room Rates (docs/product-2.md §2): the chips, then a card per room type, cheapest type first. The spec's
 * chips only decorate; Kosh's filter the rates (a chip that does nothing is a dead end), and say
 * so when nothing is left.
 */
export function DetailsRoomRates({
  itinerary,
  onSelect,
}: {
  itinerary: HotelItinerary;
  onSelect: (option: RateOption) => void;
}) {
  const t = useDetailsT();
  const [chips, setChips] = useState<ReadonlySet<RateChip>>(new Set());
  const groups = useMemo(() => groupByRoomType(itinerary.recommendations), [itinerary]);
  const shown = useMemo(() => filterGroups(groups, chips), [groups, chips]);

  const toggle = (chip: RateChip) =>
    setChips((current) => {
      const next = new Set(current);
      if (!next.delete(chip)) next.add(chip);
      return next;
    });

  if (groups.length === 0) {
    return (
      <Card>
        <p className="text-center font-semibold text-ink">{t('noRates')}</p>
      </Card>
    );
  }

  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label={t('chipsLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {RATE_CHIPS.map((chip) => {
          const on = chips.has(chip);
          return (
            <button
              key={chip}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(chip)}
              className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ${
                on
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200'
                  : 'border-line bg-surface text-ink hover:bg-brand-50'
              }`}
            >
              {on && <Check size={16} aria-hidden="true" />}
              {t(`chip.${chip}`)}
            </button>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <Card className="space-y-3 text-center">
          <p role="status" className="font-semibold text-ink">
            {t('noMatch')}
          </p>
          <Button variant="secondary" onClick={() => setChips(new Set())}>
            {t('showAllRates')}
          </Button>
        </Card>
      ) : (
        shown.map((group) => (
          <DetailsRoomType
            key={group.roomType}
            group={group}
            checkIn={itinerary.checkIn}
            checkInTime={itinerary.checkInTime}
            onSelect={onSelect}
          />
        ))
      )}
    </div>
  );
}

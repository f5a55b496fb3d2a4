import { useStayT } from '../stay-messages';
import { countKey } from '../utils/details-format';

/**
 * A stay's size on one line: "2 Nights · 1 Room · 2 Guests" — the rooms left out where the page
 * does not count them (the payment header).
 */
export function StayCounts({
  nights,
  rooms,
  guests,
}: {
  nights: number;
  rooms?: number;
  guests: number;
}) {
  const t = useStayT();
  const parts = [
    t(countKey(nights, 'night', 'nights'), { n: nights }),
    ...(rooms === undefined ? [] : [t(countKey(rooms, 'room', 'rooms'), { n: rooms })]),
    t(countKey(guests, 'guest', 'guests'), { n: guests }),
  ];
  return (
    <p className="text-sm font-semibold text-ink" data-testid="stay-counts">
      {parts.join(' · ')}
    </p>
  );
}

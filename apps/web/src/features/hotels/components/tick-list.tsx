import { Check } from 'lucide-react';

/** What a hotel or room has, one green tick an item (the amenities, the room's facilities). */
export function TickList({
  items,
  className,
  iconSize = 16,
}: {
  items: readonly string[];
  className: string;
  iconSize?: number;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check size={iconSize} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}

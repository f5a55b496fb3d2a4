import { MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';

// The pieces that say which hotel a page is about — its hero picture, its stars, its address —
// drawn alike on the details, room and payment pages.

/** The hotel's hero picture, loaded first and sized ahead; `fallback` stands in when it has none. */
export function HotelHeroImage({
  src,
  className,
  fallback,
}: {
  src: string | null | undefined;
  className: string;
  fallback: ReactNode;
}) {
  if (!src) return fallback;
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={900}
      fetchPriority="high"
      decoding="async"
      className={className}
    />
  );
}

/** The hotel's stars, read out once as `label` ("4-star hotel"). */
export function HotelStars({
  stars,
  label,
  className,
}: {
  stars: number;
  label: string;
  className: string;
}) {
  return (
    <p role="img" aria-label={label} className={className}>
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} size={16} aria-hidden="true" className="fill-accent-500 text-accent-500" />
      ))}
    </p>
  );
}

/** The hotel's address under its name, with a pin. */
export function HotelAddress({ address }: { address: string }) {
  return (
    <p className="mt-1 flex items-start gap-1 text-sm text-ink-muted">
      <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{address}</span>
    </p>
  );
}

import { HOTEL_SKELETON_CARDS } from '@kosh/contract/hotels';
import { useSearchT } from '../../search-messages';

/** Three cards' worth of grey while the hotels load (docs/product-2.md §2, §9), shaped like the cards. */
export function SearchSkeleton() {
  const t = useSearchT();
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      {Array.from({ length: HOTEL_SKELETON_CARDS }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          data-testid="hotel-skeleton"
          className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)] md:flex"
        >
          <div className="aspect-[4/3] animate-pulse bg-brand-100 md:w-64 md:shrink-0 lg:w-72" />
          <div className="flex-1 space-y-3 p-4">
            <div className="h-5 w-3/4 animate-pulse rounded bg-brand-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-brand-100" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-brand-100" />
            <div className="flex gap-2">
              {[0, 1, 2].map((n) => (
                <div key={n} className="h-5 w-16 animate-pulse rounded-full bg-brand-100" />
              ))}
            </div>
            <div className="h-7 w-28 animate-pulse rounded bg-brand-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

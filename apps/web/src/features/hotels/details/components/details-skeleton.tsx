import { useDetailsT } from '../../details-messages';

const BLOCK = 'animate-pulse rounded-xl bg-line/60';

/** The page's shape while the hotel loads (spec/02 §2): the photos, the summary, two rates. */
export function DetailsSkeleton() {
  const t = useDetailsT();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="space-y-5"
      data-testid="details-skeleton"
    >
      <div className="space-y-2">
        <div className={`${BLOCK} h-6 w-2/3`} />
        <div className={`${BLOCK} h-4 w-1/3`} />
        <div className={`${BLOCK} h-4 w-5/6`} />
      </div>
      <div className="grid gap-2 lg:grid-cols-[2fr_1fr]">
        <div className={`${BLOCK} aspect-[4/3]`} />
        <div className="grid grid-cols-3 gap-2 lg:grid-cols-2 lg:content-start">
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <div key={n} className={`${BLOCK} aspect-[4/3]`} />
          ))}
        </div>
      </div>
      <div className={`${BLOCK} h-40`} />
      {[0, 1].map((n) => (
        <div key={n} className={`${BLOCK} h-56`} />
      ))}
    </div>
  );
}

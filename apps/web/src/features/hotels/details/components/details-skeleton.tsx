import { PageSkeleton, SkeletonBlock } from '../../components/page-skeleton';
import { useDetailsT } from '../../details-messages';

/** The page's shape while the hotel loads (docs/product-2.md §2): the photos, the summary, two rates. */
export function DetailsSkeleton() {
  const t = useDetailsT();
  return (
    <PageSkeleton label={t('loading')} className="space-y-5" testId="details-skeleton">
      <div className="space-y-2">
        <SkeletonBlock className="h-6 w-2/3" />
        <SkeletonBlock className="h-4 w-1/3" />
        <SkeletonBlock className="h-4 w-5/6" />
      </div>
      <div className="grid gap-2 lg:grid-cols-[2fr_1fr]">
        <SkeletonBlock className="aspect-[4/3]" />
        <div className="grid grid-cols-3 gap-2 lg:grid-cols-2 lg:content-start">
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <SkeletonBlock key={n} className="aspect-[4/3]" />
          ))}
        </div>
      </div>
      <SkeletonBlock className="h-40" />
      {[0, 1].map((n) => (
        <SkeletonBlock key={n} className="h-56" />
      ))}
    </PageSkeleton>
  );
}

import { PageSkeleton, SkeletonBlock } from '../../components/page-skeleton';
import { useRoomT } from '../../room-messages';

/**
 * The room page's shape while the room loads (docs/product-2.md §4 Room page: loading skeleton): the hotel
 * summary, the tabs, the rooms and the form; the fare beside them on a desk.
 */
export function RoomSkeleton() {
  const t = useRoomT();
  return (
    <PageSkeleton
      label={t('loading')}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      testId="room-skeleton"
    >
      <div className="space-y-5">
        <SkeletonBlock className="aspect-[16/9]" />
        <div className="space-y-2">
          <SkeletonBlock className="h-6 w-2/3" />
          <SkeletonBlock className="h-4 w-1/2" />
        </div>
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((n) => (
            <SkeletonBlock key={n} className="h-12" />
          ))}
        </div>
        <SkeletonBlock className="h-40" />
        <SkeletonBlock className="h-72" />
      </div>
      <div className="space-y-5">
        <SkeletonBlock className="h-48" />
        <SkeletonBlock className="h-40" />
      </div>
    </PageSkeleton>
  );
}

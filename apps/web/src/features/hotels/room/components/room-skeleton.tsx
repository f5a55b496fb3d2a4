import { useRoomT } from '../../room-messages';

const BLOCK = 'animate-pulse rounded-xl bg-line/60';

/**
 * The room page's shape while the room loads (spec/02 §4 Room page: loading skeleton): the hotel
 * summary, the tabs, the rooms and the form; the fare beside them on a desk.
 */
export function RoomSkeleton() {
  const t = useRoomT();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      data-testid="room-skeleton"
    >
      <div className="space-y-5">
        <div className={`${BLOCK} aspect-[16/9]`} />
        <div className="space-y-2">
          <div className={`${BLOCK} h-6 w-2/3`} />
          <div className={`${BLOCK} h-4 w-1/2`} />
        </div>
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((n) => (
            <div key={n} className={`${BLOCK} h-12`} />
          ))}
        </div>
        <div className={`${BLOCK} h-40`} />
        <div className={`${BLOCK} h-72`} />
      </div>
      <div className="space-y-5">
        <div className={`${BLOCK} h-48`} />
        <div className={`${BLOCK} h-40`} />
      </div>
    </div>
  );
}

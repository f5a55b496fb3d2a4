import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { HeaderExtrasContext } from '@/components/layout/header-extras';
import { afterLoadIdle } from '@/lib/after-load';
import { withQuery } from '@/lib/query-store';
import { useSession } from '@/lib/session';
import { BottomBar } from './bottom-bar';
import { SidebarContext } from './sidebar-context';

// The live support channel is a signed-in customer's only: a visitor's first page goes without it.
// It opens once the page has loaded and the main thread is idle (a catch-up on the unread count
// comes with every opening, so nothing sent meanwhile is missed).
const SupportLive = lazy(
  afterLoadIdle(
    withQuery(() => import('./customer-live').then((m) => ({ default: m.SupportLive }))),
  ),
);

// The inbox's live channel and bell: a signed-in customer's only, loaded once the page has loaded
// and the main thread is idle, so the screen's own first render goes first on a slow phone.
const InboxLive = lazy(
  afterLoadIdle(withQuery(() => import('./customer-live').then((m) => ({ default: m.InboxLive })))),
);
const LazyInboxBell = lazy(
  afterLoadIdle(withQuery(() => import('./customer-live').then((m) => ({ default: m.InboxBell })))),
);

/** The bell in a page header, its place kept while it loads (no layout shift). */
export function HeaderInboxBell({ tone }: { tone?: 'light' | 'brand' }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="h-11 w-11 shrink-0" />}>
      <LazyInboxBell tone={tone} />
    </Suspense>
  );
}

// The drawer (and its dialog library) loads the first time it is opened, not with every page.
const Sidebar = lazy(withQuery(() => import('./sidebar').then((m) => ({ default: m.Sidebar }))));

/** The customer app's frame: every screen, the bottom bar, and the sidebar drawer. */
export function AppShell({ bottomBar = true }: { bottomBar?: boolean }) {
  const [open, setOpenState] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const session = useSession();
  // Nothing of the account loads until a temporary password is replaced (it would be refused).
  const customer = session?.role === 'customer' && !session.passwordChangeRequired;
  const setOpen = (next: boolean) => {
    if (next) setLoaded(true);
    setOpenState(next);
  };
  return (
    <SidebarContext.Provider value={{ open, setOpen }}>
      <HeaderExtrasContext.Provider value={customer ? HeaderInboxBell : null}>
        <div className={bottomBar ? 'pb-20' : undefined}>
          <Outlet />
        </div>
        {bottomBar && <BottomBar />}
        {/* The live support channel, once for the whole app (the badge, an open conversation). */}
        {customer && (
          <Suspense fallback={null}>
            <SupportLive />
            <InboxLive />
          </Suspense>
        )}
        {loaded && (
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
        )}
      </HeaderExtrasContext.Provider>
    </SidebarContext.Provider>
  );
}

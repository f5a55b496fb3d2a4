import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SupportLive } from '@/features/support/components/support-live';
import { BottomBar } from './bottom-bar';
import { SidebarContext } from './sidebar-context';

// The drawer (and its dialog library) loads the first time it is opened, not with every page.
const Sidebar = lazy(() => import('./sidebar').then((m) => ({ default: m.Sidebar })));

/** The customer app's frame: every screen, the bottom bar, and the sidebar drawer. */
export function AppShell({ bottomBar = true }: { bottomBar?: boolean }) {
  const [open, setOpenState] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setLoaded(true);
    setOpenState(next);
  };
  return (
    <SidebarContext.Provider value={{ open, setOpen }}>
      <div className={bottomBar ? 'pb-20' : undefined}>
        <Outlet />
      </div>
      {bottomBar && <BottomBar />}
      {/* The live support channel, once for the whole app (the badge, an open conversation). */}
      <SupportLive />
      {loaded && (
        <Suspense fallback={null}>
          <Sidebar />
        </Suspense>
      )}
    </SidebarContext.Provider>
  );
}

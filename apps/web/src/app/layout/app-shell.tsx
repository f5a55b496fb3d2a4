import { useState } from 'react';
import { Outlet } from 'react-router';
import { BottomBar } from './bottom-bar';
import { Sidebar } from './sidebar';
import { SidebarContext } from './sidebar-context';

/** The customer app's frame: every screen, the bottom bar, and the sidebar drawer. */
export function AppShell({ bottomBar = true }: { bottomBar?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <SidebarContext.Provider value={{ open, setOpen }}>
      <div className={bottomBar ? 'pb-20' : undefined}>
        <Outlet />
      </div>
      {bottomBar && <BottomBar />}
      <Sidebar />
    </SidebarContext.Provider>
  );
}

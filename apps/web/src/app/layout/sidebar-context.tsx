import { createContext, useContext } from 'react';

export interface SidebarControl {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const SidebarContext = createContext<SidebarControl>({
  open: false,
  setOpen: () => undefined,
});

export const useSidebar = () => useContext(SidebarContext);

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { noteScreenLoading } from '@/lib/after-load';
import { withQuery } from '@/lib/query-store';
import type { MessageKey } from '@/lib/i18n/en';

/*
 * Each screen is its own chunk, found in the table of app/screens.ts, itself a chunk loaded with
 * the first screen that is not the home page (why: see there). Every screen loaded this way comes
 * together with the query client (`withQuery`).
 */
const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The screen of a route's path, made once: the coming-soon page under its title for a route of the
 * table with no screen built, the not-found page for any other path without one.
 */
export function screen(path: string, title?: MessageKey): LazyExoticComponent<ComponentType> {
  let Screen = loaded.get(path);
  if (!Screen) {
    const load = async (): Promise<ComponentType> => {
      const { screens, comingSoon, notFound, adminApp } = await import('./screens');
      if (path === 'admin/*') return adminApp();
      const found = screens[path];
      if (found) return found();
      if (title === undefined) return notFound();
      const ComingSoon = await comingSoon();
      return function ComingSoonScreen() {
        return <ComingSoon title={title} />;
      };
    };
    Screen = lazy(
      withQuery(() => {
        const loading = load().then((component) => ({ default: component }));
        // What waits for the page to settle (lib/after-load.ts) waits for this screen too.
        noteScreenLoading(loading);
        return loading;
      }),
    );
    loaded.set(path, Screen);
  }
  return Screen;
}

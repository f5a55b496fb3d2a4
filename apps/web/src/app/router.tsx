import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { screen } from './lazy-screen';
import { RootLayout } from './root-layout';
import type { MessageKey } from '@/lib/i18n/en';
import { GUARDED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES } from './route-table';

/*
 * Declarative routes (<BrowserRouter>), not the data router: the app uses no loaders, actions or
 * fetchers, and the data router would add ≈17 KB gzip to the first page. Route-level code
 * splitting: each screen is its own chunk (React.lazy, app/lazy-screen.tsx); RootLayout's Suspense keeps the current screen up while the next one loads,
 * since React Router navigates in a transition. Every screen but the home page loads together
 * with the query client (`withQuery`).
 */
// The one screen that renders without TanStack Query: a visitor's first page (lib/query-store.ts).
const Home = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));

const NotFound = screen('*');

const at = (path: string, title?: MessageKey) => {
  const Screen = screen(path, title);
  return <Route key={path} path={path} element={<Screen />} />;
};

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {/* The account screens: no bottom bar (its places all need a login). */}
          <Route element={<AppShell bottomBar={false} />}>
            {at('login')}
            {at('sign-up')}
            {at('forgotpassword')}
            {at('change-password')}
          </Route>
          <Route path="admin/*" element={<RequireAdmin />} />
          <Route element={<AppShell />}>
            <Route index element={<Home />} />
            <Route path="home" element={<Home />} />
            {at('success/:msg')}
            {PUBLIC_PLACEHOLDER_ROUTES.map(({ path, title }) => at(path, title))}
            <Route element={<RequireAuth />}>
              {GUARDED_ROUTES.map(({ path, title }) => at(path, title))}
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { GUARDED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES, type RouteEntry } from './route-table';

// Route-level code splitting: each screen is its own chunk.
const placeholder = ({ path, title }: RouteEntry): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonRoute } = await import('./routes/coming-soon');
    return { Component: () => <ComingSoonRoute title={title} /> };
  },
});

const home = async () => ({ Component: (await import('./routes/home')).HomeRoute });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      {
        // The account screens: no bottom bar (its places all need a login).
        element: <AppShell bottomBar={false} />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({ Component: (await import('./routes/sign-up')).SignUpRoute }),
          },
          {
            path: 'forgotpassword',
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
        ],
      },
      {
        element: <AppShell />,
        children: [
          { index: true, lazy: home },
          { path: 'home', lazy: home },
          {
            path: 'success/:msg',
            lazy: async () => ({ Component: (await import('./routes/success')).SuccessRoute }),
          },
          ...PUBLIC_PLACEHOLDER_ROUTES.map(placeholder),
          { Component: RequireAuth, children: GUARDED_ROUTES.map(placeholder) },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);

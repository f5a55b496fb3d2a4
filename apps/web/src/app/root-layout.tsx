import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setSignedOutHandler } from '@/lib/api-client';
import { loadCatalogue } from '@/lib/i18n/catalogue-store';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { loadSonner } from '@/lib/toast';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * While a screen's chunk loads: nothing for the first 300 ms (a fast load shows no flash), then a
 * spinner, so a slow phone network never shows a blank page.
 */
function ScreenLoading() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-label={t('common.pleaseWait')}
      className="grid min-h-dvh place-items-center [animation:appear-late_0s_300ms_both]"
    >
      <span className="h-8 w-8 animate-spin rounded-full border-[3px] border-brand-600/20 border-t-brand-600" />
    </div>
  );
}

export const CHANGE_PASSWORD_PATH = '/change-password';

/** Wraps every page: what a forced sign-out (tokenValid: false anywhere) does. */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t, tm } = useI18n();
  const session = useSession();
  useEffect(() => {
    setSignedOutHandler(() => {
      // The notice's words are the catalogue's, which the first page does not load: fetch them
      // beside sonner (see lib/toast.ts), not after it.
      void Promise.all([loadSonner(), loadCatalogue()]).then(([sonner]) =>
        sonner.toast.error(t('common.error'), {
          description: tm('UNAUTHENTICATED'),
          id: 'signed-out',
        }),
      );
      const here = `${window.location.pathname}${window.location.search}`;
      navigate('/login', { replace: true, state: { from: here } });
    });
  }, [navigate, t, tm]);
  // Logged in with a temporary password: a new one first, wherever the customer was going.
  if (session?.passwordChangeRequired && location.pathname !== CHANGE_PASSWORD_PATH) {
    return (
      <Navigate
        to={CHANGE_PASSWORD_PATH}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return (
    <>
      <RouteErrorBoundary locationKey={location.key}>
        {/* A screen whose chunk is not in yet: see ScreenLoading. */}
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

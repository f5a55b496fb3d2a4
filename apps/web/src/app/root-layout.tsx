import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { messages } from '@kosh/contract/messages';
import { Spinner } from '@/components/ui/loading-overlay';
import { setSignedOutHandler } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * While a screen's chunk loads: nothing for the first 300 ms (a fast load shows no flash), then a
 * spinner, so a slow phone network never shows a blank page.
 */
function ScreenLoading() {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 300);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner className="h-8 w-8" />
      <span className="text-sm text-ink-muted">{t('common.pleaseWait')}</span>
    </div>
  );
}

/** Wraps every page: what a forced sign-out (tokenValid: false anywhere) does. */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setSignedOutHandler(() => {
      toast.error('Error', { description: messages.sessionExpired, id: 'signed-out' });
      const here = `${window.location.pathname}${window.location.search}`;
      navigate('/login', { replace: true, state: { from: here } });
    });
  }, [navigate]);
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

import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { messages } from '@kosh/contract/messages';
import { setSignedOutHandler } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

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
        {/* Nothing until the first screen's chunk is in; later, the old screen stays meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/loading-overlay';
import { useSession } from '@/lib/session';
import { screen } from './lazy-screen';

// The back office is its own chunk: only an admin's browser ever asks for it.
const AdminApp = screen('admin/*');
const NotFoundRoute = screen('*');

/**
 * /admin/*: a visitor is sent to log in; a customer gets the not-found page (the back office does
 * not exist for them); an admin gets the lazily loaded back office. The API checks the role again
 * on every call.
 */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner className="h-8 w-8" />
        </div>
      }
    >
      {session.role === 'admin' ? <AdminApp /> : <NotFoundRoute />}
    </Suspense>
  );
}

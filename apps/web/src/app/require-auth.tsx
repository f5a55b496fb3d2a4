import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** The route guard: no stored token → /login, remembering where the customer was going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <Outlet />;
}

/** Where to go after logging in: back to the guarded page that sent the customer here, or home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

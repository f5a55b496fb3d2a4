import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@kosh/contract/messages';
import { setSignedOutHandler } from '@/lib/api-client';

/** Wraps every page: what a forced sign-out (tokenValid: false anywhere) does. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => {
      toast.error('Error', { description: messages.sessionExpired, id: 'signed-out' });
      const here = `${window.location.pathname}${window.location.search}`;
      navigate('/login', { replace: true, state: { from: here } });
    });
  }, [navigate]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

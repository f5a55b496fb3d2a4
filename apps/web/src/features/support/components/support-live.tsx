import { useSession } from '@/lib/session';
import { useSupportEvents } from '../hooks/use-support-events';

/** Holds the live support channel for a signed-in customer; renders nothing. */
export function SupportLive() {
  const session = useSession();
  useSupportEvents(session?.role === 'customer' ? session.token : null);
  return null;
}

import { useSession } from '@/lib/session';
import { useInboxEvents } from '../hooks/use-inbox-events';

/** Holds the customer's live channel (new inbox entries) for a signed-in customer; renders nothing. */
export function InboxLive() {
  const session = useSession();
  const customer = session?.role === 'customer' && !session.passwordChangeRequired;
  useInboxEvents(customer ? session.token : null);
  return null;
}

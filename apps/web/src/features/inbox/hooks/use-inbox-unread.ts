import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { inboxUnreadQueryOptions } from '../api/get-inbox';

/** The bell's count: unread inbox entries (0 for anyone but a signed-in customer). */
export function useInboxUnread(): number {
  const session = useSession();
  const customer = session?.role === 'customer' && !session.passwordChangeRequired;
  const unread = useQuery({ ...inboxUnreadQueryOptions(), enabled: customer });
  return customer ? (unread.data ?? 0) : 0;
}

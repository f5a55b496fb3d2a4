import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { unreadQueryOptions } from '../api/support-api';

/** The Support badge's count: tickets with a reply the customer has not read (0 for others). */
export function useSupportUnread(): number {
  const session = useSession();
  const customer = !!session && session.role === 'customer';
  const unread = useQuery({ ...unreadQueryOptions(), enabled: customer });
  return customer ? (unread.data ?? 0) : 0;
}

import { useSupportUnread } from '@/features/support/hooks/use-support-unread';
import { MenuButton } from './menu-button';

/*
 * What the shell shows and holds for a signed-in customer only, on TanStack Query: one chunk,
 * loaded with the query client (lib/query-store.ts), never on a visitor's first page.
 */
export { SupportLive } from '@/features/support/components/support-live';
export { InboxLive } from '@/features/inbox/components/inbox-live';
export { InboxBell } from '@/features/inbox/components/inbox-bell';

export function UnreadMenuButton() {
  return <MenuButton unread={useSupportUnread()} />;
}

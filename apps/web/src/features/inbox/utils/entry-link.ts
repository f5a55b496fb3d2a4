import type { InboxLink } from '@kosh/contract/inbox';

/** The app's page an entry leads to, or null when it leads nowhere. */
export function entryPath(link: InboxLink | null): string | null {
  if (!link) return null;
  const id = link.id === null ? null : encodeURIComponent(link.id);
  switch (link.kind) {
    case 'receipt':
      return id ? `/receipt/${id}` : null;
    case 'booking':
      return id ? `/my-bookings/${id}` : '/my-bookings';
    case 'ticket':
      return id ? `/user-open-ticket/${id}` : '/all-tickets';
    case 'kyc':
      return '/kyc';
    case 'history':
      return '/balancehistory';
    case 'walletRequests':
      return '/all-wallet-request';
  }
}

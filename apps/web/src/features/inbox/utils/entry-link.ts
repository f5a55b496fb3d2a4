import type { InboxLink } from '@kosh/contract/inbox';
import { isBillKind, isServiceKind } from '@kosh/contract/service-kinds';
import { repeatLink } from '@/lib/repeat-link';

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
    case 'payBill':
      return link.id ? payBillPath(link.id) : null;
    case 'security':
      return '/profile';
    case 'moneyRequests':
      return '/to-mobile';
  }
}

/** A bill reminder's prefilled payment: the bill's screen with its account filled in. */
function payBillPath(prefill: string): string | null {
  const fields = new URLSearchParams(prefill);
  const kind = fields.get('kind');
  const number = fields.get('number');
  const operatorCode = fields.get('operator');
  if (!isServiceKind(kind) || !isBillKind(kind) || !number || !operatorCode) return null;
  return repeatLink({ kind, number, operatorCode, customerMobile: fields.get('mobile') });
}

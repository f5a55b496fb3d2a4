/**
 * The route table of docs/product-2.md §2: every route, its title and whether it needs a login. Screens not
 * built yet render an honest "coming soon" page under their real title and guard.
 */
import type { MessageKey } from '@/lib/i18n/en';

export interface RouteEntry {
  path: string;
  title: MessageKey;
  guarded: boolean;
}

export const GUARDED_ROUTES: RouteEntry[] = [
  { path: 'balancehistory', title: 'route.balancehistory' },
  { path: 'book-gas-cylinder', title: 'route.book-gas-cylinder' },
  { path: 'bus-tickets', title: 'route.bus-tickets' },
  { path: 'credit-card-pay', title: 'route.credit-card-pay' },
  { path: 'dth-recharge', title: 'route.dth-recharge' },
  { path: 'electricity-bill', title: 'route.electricity-bill' },
  { path: 'event-tickets', title: 'route.event-tickets' },
  { path: 'fastag-recharge', title: 'route.fastag-recharge' },
  { path: 'flight-tickets', title: 'route.flight-tickets' },
  { path: 'hotel-booking', title: 'route.hotel-booking' },
  { path: 'metro', title: 'route.metro' },
  { path: 'mobile-recharge', title: 'route.mobile-recharge' },
  { path: 'movie-tickets', title: 'route.movie-tickets' },
  { path: 'pay-wallet', title: 'route.pay-wallet' },
  { path: 'scan-pay', title: 'route.scan-pay' },
  { path: 'to-mobile', title: 'route.to-mobile' },
  { path: 'to-self', title: 'route.to-self' },
  { path: 'profile', title: 'route.profile' },
  { path: 'all-wallet-request', title: 'route.all-wallet-request' },
  { path: 'balancehistorycomplaint', title: 'route.balancehistorycomplaint' },
  { path: 'complainstatusbalancehistory', title: 'route.complainstatusbalancehistory' },
  { path: 'complainbalancehistory', title: 'route.complainbalancehistory' },
  { path: 'profile-image', title: 'route.profile-image' },
  { path: 'mobile-postpaid', title: 'route.mobile-postpaid' },
  { path: 'support-ticket', title: 'route.support-ticket' },
  { path: 'all-tickets', title: 'route.all-tickets' },
  { path: 'user-open-ticket/:Mid', title: 'route.user-open-ticket' },
  // docs/product-1.md §2 names the screen but not its route ("route not shown"): Kosh serves it at /kyc.
  { path: 'kyc', title: 'route.kyc' },
  // Kosh's own, past the spec's MAKE PAYMENT: the customer's hotel bookings and each one's page.
  { path: 'my-bookings', title: 'route.my-bookings' },
  { path: 'my-bookings/:bookingId', title: 'route.my-booking' },
  // Kosh's own: when to be reminded of a saved biller's bill.
  { path: 'reminders', title: 'route.reminders' },
  // Kosh's own: the receipt of a completed money movement.
  { path: 'receipt/:id', title: 'route.receipt' },
  // Kosh's own: every text sent to the customer, and the back office's notices.
  { path: 'inbox', title: 'route.inbox' },
  // Kosh's own: any Bharat BillPay biller's bill, paid from the wallet.
  { path: 'bills/pay/:billerId', title: 'route.bill-pay' },
].map((r) => ({ ...r, title: r.title as MessageKey, guarded: true }));

export const PUBLIC_PLACEHOLDER_ROUTES: RouteEntry[] = [
  { path: 'contact-us', title: 'route.contact-us' },
  { path: 'terms-of-use', title: 'route.terms-of-use' },
  { path: 'privacy-policy', title: 'route.privacy-policy' },
  { path: 'faqs', title: 'route.faqs' },
  { path: 'legal-terms', title: 'route.legal-terms' },
  { path: 'return-refund', title: 'route.return-refund' },
  { path: 'hotel/:hotelId', title: 'route.hotel' },
  { path: 'hotelroomslayout/:code', title: 'route.hotelroomslayout' },
  { path: 'hotelpayment/:code', title: 'route.hotelpayment' },
  { path: 'plan-offered', title: 'route.plan-offered' },
  // Kosh's own: the Bharat BillPay catalogue, public as a biller list is; paying needs a login.
  { path: 'bills', title: 'route.bills' },
  { path: 'bills/:categoryId', title: 'route.bill-category' },
].map((r) => ({ ...r, title: r.title as MessageKey, guarded: false }));

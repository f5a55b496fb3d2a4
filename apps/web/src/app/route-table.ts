/**
 * The route table of spec/02 §2: every route, its title and whether it needs a login. Screens not
 * built yet render an honest "coming soon" page under their real title and guard.
 */
export interface RouteEntry {
  path: string;
  title: string;
  guarded: boolean;
}

export const GUARDED_ROUTES: RouteEntry[] = [
  { path: 'balancehistory', title: 'Balance History' },
  { path: 'book-gas-cylinder', title: 'Book Gas' },
  { path: 'bus-tickets', title: 'Bus Tickets' },
  { path: 'credit-card-pay', title: 'Credit Card Pay' },
  { path: 'dth-recharge', title: 'DTH Recharge' },
  { path: 'electricity-bill', title: 'Pay Electricity Bill' },
  { path: 'event-tickets', title: 'Event Tickets' },
  { path: 'fastag-recharge', title: 'Fastag Recharge' },
  { path: 'flight-tickets', title: 'Flight Tickets' },
  { path: 'hotel-booking', title: 'Hotel Booking' },
  { path: 'metro', title: 'Metro' },
  { path: 'mobile-recharge', title: 'Mobile Prepaid' },
  { path: 'movie-tickets', title: 'Movie Tickets' },
  { path: 'pay-wallet', title: 'Add Money to Wallet' },
  { path: 'scan-pay', title: 'Scan & Pay' },
  { path: 'to-mobile', title: 'Money Transfer' },
  { path: 'to-self', title: 'To Self' },
  { path: 'profile', title: 'Profile' },
  { path: 'all-wallet-request', title: 'All Wallet Requests' },
  { path: 'balancehistorycomplaint', title: 'Mobile Recharge' },
  { path: 'complainstatusbalancehistory', title: 'Complain Status' },
  { path: 'complainbalancehistory', title: 'Complain Box' },
  { path: 'profile-image', title: 'Profile' },
  { path: 'mobile-postpaid', title: 'Postpaid Bill' },
  { path: 'support-ticket', title: 'Support' },
  { path: 'all-tickets', title: 'All Tickets' },
  { path: 'user-open-ticket/:Mid', title: 'Ticket' },
].map((r) => ({ ...r, guarded: true }));

export const PUBLIC_PLACEHOLDER_ROUTES: RouteEntry[] = [
  { path: 'contact-us', title: 'Contact Us' },
  { path: 'terms-of-use', title: 'Terms of Use' },
  { path: 'privacy-policy', title: 'Privacy Policy' },
  { path: 'faqs', title: 'FAQs' },
  { path: 'legal-terms', title: 'Legal Terms' },
  { path: 'return-refund', title: 'Return & Refund' },
  { path: 'hotel/:hotelId', title: 'Static Hotel' },
  { path: 'hotelroomslayout/:code', title: 'Rooms & Guests' },
  { path: 'hotelpayment/:code', title: 'Payment' },
  { path: 'plan-offered', title: 'Plans Offered' },
].map((r) => ({ ...r, guarded: false }));

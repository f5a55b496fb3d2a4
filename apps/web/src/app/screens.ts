import type { ComponentType } from 'react';

/**
 * Every screen but the home page, by its route's path: each is its own chunk, loaded when its
 * route is first shown (app/router.tsx). This table is a chunk of its own too, so a visitor's
 * first page does not carry it: with each screen's import comes the list of chunks it needs,
 * fetched in parallel when it loads (no request waterfall), and for ~50 screens those lists
 * weigh ≈5 KB gzip. A page opened at another path than `/` fetches this chunk with the app
 * (index.html's preload, see vite.config.ts).
 */
type Screen = ComponentType;

export const screens: Record<string, () => Promise<Screen>> = {
  login: () => import('./routes/login').then((m) => m.LoginRoute),
  'sign-up': () => import('./routes/sign-up').then((m) => m.SignUpRoute),
  forgotpassword: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  'change-password': () => import('./routes/change-password').then((m) => m.ChangePasswordRoute),
  'success/:msg': () => import('./routes/success').then((m) => m.SuccessRoute),
  'terms-of-use': () => import('./routes/terms-of-use').then((m) => m.TermsOfUseRoute),
  'privacy-policy': () => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyRoute),
  faqs: () => import('./routes/faqs').then((m) => m.FaqsRoute),
  'legal-terms': () => import('./routes/legal-terms').then((m) => m.LegalTermsRoute),
  'return-refund': () => import('./routes/return-refund').then((m) => m.ReturnRefundRoute),
  'contact-us': () => import('./routes/contact-us').then((m) => m.ContactUsRoute),
  'pay-wallet': () => import('./routes/pay-wallet').then((m) => m.PayWalletRoute),
  'all-wallet-request': () =>
    import('./routes/all-wallet-request').then((m) => m.AllWalletRequestRoute),
  balancehistory: () => import('./routes/balance-history').then((m) => m.BalanceHistoryRoute),
  balancehistorycomplaint: () =>
    import('./routes/balance-history-complaint').then((m) => m.BalanceHistoryComplaintRoute),
  profile: () => import('./routes/profile').then((m) => m.ProfileRoute),
  'profile-image': () => import('./routes/profile').then((m) => m.ProfileRoute),
  'event-tickets': () => import('./routes/static-services').then((m) => m.EventTicketsRoute),
  'flight-tickets': () => import('./routes/static-services').then((m) => m.FlightTicketsRoute),
  metro: () => import('./routes/static-services').then((m) => m.MetroRoute),
  'movie-tickets': () => import('./routes/static-services').then((m) => m.MovieTicketsRoute),
  'scan-pay': () => import('./routes/static-services').then((m) => m.ScanPayRoute),
  'bus-tickets': () => import('./routes/static-services').then((m) => m.BusTicketsRoute),
  'credit-card-pay': () => import('./routes/static-services').then((m) => m.CreditCardPayRoute),
  complainbalancehistory: () => import('./routes/complaint-links').then((m) => m.ComplainBoxRoute),
  complainstatusbalancehistory: () =>
    import('./routes/complaint-links').then((m) => m.ComplainStatusRoute),
  'to-mobile': () => import('./routes/send-money').then((m) => m.ToMobileRoute),
  'to-self': () => import('./routes/send-money').then((m) => m.ToSelfRoute),
  'mobile-recharge': () => import('./routes/mobile-recharge').then((m) => m.MobileRechargeRoute),
  'plan-offered': () => import('./routes/mobile-recharge').then((m) => m.PlanOfferedRoute),
  'dth-recharge': () => import('./routes/dth-recharge').then((m) => m.DthRechargeRoute),
  'fastag-recharge': () => import('./routes/fastag-recharge').then((m) => m.FastagRechargeRoute),
  'electricity-bill': () => import('./routes/electricity-bill').then((m) => m.ElectricityBillRoute),
  'book-gas-cylinder': () =>
    import('./routes/book-gas-cylinder').then((m) => m.BookGasCylinderRoute),
  'mobile-postpaid': () => import('./routes/mobile-postpaid').then((m) => m.MobilePostpaidRoute),
  'support-ticket': () => import('./routes/support-ticket').then((m) => m.SupportTicketRoute),
  'all-tickets': () => import('./routes/all-tickets').then((m) => m.AllTicketsRoute),
  'user-open-ticket/:Mid': () =>
    import('./routes/user-open-ticket').then((m) => m.UserOpenTicketRoute),
  kyc: () => import('./routes/kyc').then((m) => m.KycRoute),
  'hotel/:hotelId': () => import('./routes/hotel').then((m) => m.HotelRoute),
  'hotel-booking': () => import('./routes/hotel-booking').then((m) => m.HotelBookingRoute),
  'hotelroomslayout/:code': () => import('./routes/hotel-rooms').then((m) => m.HotelRoomsRoute),
  'hotelpayment/:code': () => import('./routes/hotel-payment').then((m) => m.HotelPaymentRoute),
  inbox: () => import('./routes/inbox').then((m) => m.InboxRoute),
  'my-bookings': () => import('./routes/my-bookings').then((m) => m.MyBookingsRoute),
  'my-bookings/:bookingId': () => import('./routes/my-booking').then((m) => m.MyBookingRoute),
  reminders: () => import('./routes/bill-reminders').then((m) => m.BillRemindersRoute),
  'receipt/:id': () => import('./routes/receipt').then((m) => m.ReceiptRoute),
  bills: () => import('./routes/bills').then((m) => m.BillsRoute),
  'bills/:categoryId': () => import('./routes/bill-category').then((m) => m.BillCategoryRoute),
  'bills/pay/:billerId': () => import('./routes/bill-pay').then((m) => m.BillPayRoute),
};

/** A route of the table with no screen built: an honest page under its real title. */
export const comingSoon = () => import('./routes/coming-soon').then((m) => m.ComingSoonRoute);

export const notFound = (): Promise<Screen> =>
  import('./routes/not-found').then((m) => m.NotFoundRoute);

/** The back office: only an admin's browser ever asks for it. */
export const adminApp = (): Promise<Screen> => import('./admin/admin-app').then((m) => m.AdminApp);

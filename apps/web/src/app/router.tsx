import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { withQuery } from '@/lib/query-store';
import { AppShell } from './layout/app-shell';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { GUARDED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES, type RouteEntry } from './route-table';

/*
 * Declarative routes (<BrowserRouter>), not the data router: the app uses no loaders, actions or
 * fetchers, and the data router would add ≈17 KB gzip to the first page. Route-level code
 * splitting: each screen is its own chunk (React.lazy); RootLayout's Suspense keeps the current
 * screen up while the next one loads, since React Router navigates in a transition. Every screen
 * but the home page loads together with the query client (`withQuery`).
 */
const screens: Record<string, ComponentType> = {
  'terms-of-use': lazy(
    withQuery(() => import('./routes/terms-of-use').then((m) => ({ default: m.TermsOfUseRoute }))),
  ),
  'privacy-policy': lazy(
    withQuery(() =>
      import('./routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
    ),
  ),
  faqs: lazy(withQuery(() => import('./routes/faqs').then((m) => ({ default: m.FaqsRoute })))),
  'legal-terms': lazy(
    withQuery(() => import('./routes/legal-terms').then((m) => ({ default: m.LegalTermsRoute }))),
  ),
  'return-refund': lazy(
    withQuery(() =>
      import('./routes/return-refund').then((m) => ({ default: m.ReturnRefundRoute })),
    ),
  ),
  'contact-us': lazy(
    withQuery(() => import('./routes/contact-us').then((m) => ({ default: m.ContactUsRoute }))),
  ),
  'pay-wallet': lazy(
    withQuery(() => import('./routes/pay-wallet').then((m) => ({ default: m.PayWalletRoute }))),
  ),
  'all-wallet-request': lazy(
    withQuery(() =>
      import('./routes/all-wallet-request').then((m) => ({ default: m.AllWalletRequestRoute })),
    ),
  ),
  balancehistory: lazy(
    withQuery(() =>
      import('./routes/balance-history').then((m) => ({ default: m.BalanceHistoryRoute })),
    ),
  ),
  balancehistorycomplaint: lazy(
    withQuery(() =>
      import('./routes/balance-history-complaint').then((m) => ({
        default: m.BalanceHistoryComplaintRoute,
      })),
    ),
  ),
  profile: lazy(
    withQuery(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute }))),
  ),
  'profile-image': lazy(
    withQuery(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute }))),
  ),
  'event-tickets': lazy(
    withQuery(() =>
      import('./routes/static-services').then((m) => ({ default: m.EventTicketsRoute })),
    ),
  ),
  'flight-tickets': lazy(
    withQuery(() =>
      import('./routes/static-services').then((m) => ({ default: m.FlightTicketsRoute })),
    ),
  ),
  metro: lazy(
    withQuery(() => import('./routes/static-services').then((m) => ({ default: m.MetroRoute }))),
  ),
  'movie-tickets': lazy(
    withQuery(() =>
      import('./routes/static-services').then((m) => ({ default: m.MovieTicketsRoute })),
    ),
  ),
  'scan-pay': lazy(
    withQuery(() => import('./routes/static-services').then((m) => ({ default: m.ScanPayRoute }))),
  ),
  'bus-tickets': lazy(
    withQuery(() =>
      import('./routes/static-services').then((m) => ({ default: m.BusTicketsRoute })),
    ),
  ),
  'credit-card-pay': lazy(
    withQuery(() =>
      import('./routes/static-services').then((m) => ({ default: m.CreditCardPayRoute })),
    ),
  ),
  complainbalancehistory: lazy(
    withQuery(() =>
      import('./routes/complaint-links').then((m) => ({ default: m.ComplainBoxRoute })),
    ),
  ),
  complainstatusbalancehistory: lazy(
    withQuery(() =>
      import('./routes/complaint-links').then((m) => ({ default: m.ComplainStatusRoute })),
    ),
  ),
  'to-mobile': lazy(
    withQuery(() => import('./routes/static-services').then((m) => ({ default: m.ToMobileRoute }))),
  ),
  'to-self': lazy(
    withQuery(() => import('./routes/static-services').then((m) => ({ default: m.ToSelfRoute }))),
  ),
  'mobile-recharge': lazy(
    withQuery(() =>
      import('./routes/mobile-recharge').then((m) => ({ default: m.MobileRechargeRoute })),
    ),
  ),
  'plan-offered': lazy(
    withQuery(() =>
      import('./routes/mobile-recharge').then((m) => ({ default: m.PlanOfferedRoute })),
    ),
  ),
  'dth-recharge': lazy(
    withQuery(() => import('./routes/dth-recharge').then((m) => ({ default: m.DthRechargeRoute }))),
  ),
  'fastag-recharge': lazy(
    withQuery(() =>
      import('./routes/fastag-recharge').then((m) => ({ default: m.FastagRechargeRoute })),
    ),
  ),
  'electricity-bill': lazy(
    withQuery(() =>
      import('./routes/electricity-bill').then((m) => ({ default: m.ElectricityBillRoute })),
    ),
  ),
  'book-gas-cylinder': lazy(
    withQuery(() =>
      import('./routes/book-gas-cylinder').then((m) => ({ default: m.BookGasCylinderRoute })),
    ),
  ),
  'mobile-postpaid': lazy(
    withQuery(() =>
      import('./routes/mobile-postpaid').then((m) => ({ default: m.MobilePostpaidRoute })),
    ),
  ),
  'support-ticket': lazy(
    withQuery(() =>
      import('./routes/support-ticket').then((m) => ({ default: m.SupportTicketRoute })),
    ),
  ),
  'all-tickets': lazy(
    withQuery(() => import('./routes/all-tickets').then((m) => ({ default: m.AllTicketsRoute }))),
  ),
  'user-open-ticket/:Mid': lazy(
    withQuery(() =>
      import('./routes/user-open-ticket').then((m) => ({ default: m.UserOpenTicketRoute })),
    ),
  ),
  kyc: lazy(withQuery(() => import('./routes/kyc').then((m) => ({ default: m.KycRoute })))),
  'hotel/:hotelId': lazy(
    withQuery(() => import('./routes/hotel').then((m) => ({ default: m.HotelRoute }))),
  ),
  'hotel-booking': lazy(
    withQuery(() =>
      import('./routes/hotel-booking').then((m) => ({ default: m.HotelBookingRoute })),
    ),
  ),
  'hotelroomslayout/:code': lazy(
    withQuery(() => import('./routes/hotel-rooms').then((m) => ({ default: m.HotelRoomsRoute }))),
  ),
  'hotelpayment/:code': lazy(
    withQuery(() =>
      import('./routes/hotel-payment').then((m) => ({ default: m.HotelPaymentRoute })),
    ),
  ),
  inbox: lazy(withQuery(() => import('./routes/inbox').then((m) => ({ default: m.InboxRoute })))),
  'my-bookings': lazy(
    withQuery(() => import('./routes/my-bookings').then((m) => ({ default: m.MyBookingsRoute }))),
  ),
  'my-bookings/:bookingId': lazy(
    withQuery(() => import('./routes/my-booking').then((m) => ({ default: m.MyBookingRoute }))),
  ),
  reminders: lazy(
    withQuery(() =>
      import('./routes/bill-reminders').then((m) => ({ default: m.BillRemindersRoute })),
    ),
  ),
  'receipt/:id': lazy(
    withQuery(() => import('./routes/receipt').then((m) => ({ default: m.ReceiptRoute }))),
  ),
};

const ComingSoon = lazy(
  withQuery(() => import('./routes/coming-soon').then((m) => ({ default: m.ComingSoonRoute }))),
);
// The one screen that renders without TanStack Query: a visitor's first page (lib/query-store.ts).
const Home = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const Login = lazy(
  withQuery(() => import('./routes/login').then((m) => ({ default: m.LoginRoute }))),
);
const SignUp = lazy(
  withQuery(() => import('./routes/sign-up').then((m) => ({ default: m.SignUpRoute }))),
);
const ForgotPassword = lazy(
  withQuery(() =>
    import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
  ),
);
const ChangePassword = lazy(
  withQuery(() =>
    import('./routes/change-password').then((m) => ({ default: m.ChangePasswordRoute })),
  ),
);
const NotFound = lazy(
  withQuery(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute }))),
);
const Success = lazy(
  withQuery(() => import('./routes/success').then((m) => ({ default: m.SuccessRoute }))),
);

const route = ({ path, title }: RouteEntry) => {
  const Screen = screens[path];
  return (
    <Route key={path} path={path} element={Screen ? <Screen /> : <ComingSoon title={title} />} />
  );
};

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {/* The account screens: no bottom bar (its places all need a login). */}
          <Route element={<AppShell bottomBar={false} />}>
            <Route path="login" element={<Login />} />
            <Route path="sign-up" element={<SignUp />} />
            <Route path="forgotpassword" element={<ForgotPassword />} />
            <Route path="change-password" element={<ChangePassword />} />
          </Route>
          <Route path="admin/*" element={<RequireAdmin />} />
          <Route element={<AppShell />}>
            <Route index element={<Home />} />
            <Route path="home" element={<Home />} />
            <Route path="success/:msg" element={<Success />} />
            {PUBLIC_PLACEHOLDER_ROUTES.map(route)}
            <Route element={<RequireAuth />}>{GUARDED_ROUTES.map(route)}</Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { GUARDED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES, type RouteEntry } from './route-table';

/*
 * Declarative routes (<BrowserRouter>), not the data router: the app uses no loaders, actions or
 * fetchers, and the data router would add ≈17 KB gzip to the first page. Route-level code
 * splitting: each screen is its own chunk (React.lazy); RootLayout's Suspense keeps the current
 * screen up while the next one loads, since React Router navigates in a transition.
 */
const screens: Record<string, ComponentType> = {
  'terms-of-use': lazy(() =>
    import('./routes/terms-of-use').then((m) => ({ default: m.TermsOfUseRoute })),
  ),
  'privacy-policy': lazy(() =>
    import('./routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
  ),
  faqs: lazy(() => import('./routes/faqs').then((m) => ({ default: m.FaqsRoute }))),
  'legal-terms': lazy(() =>
    import('./routes/legal-terms').then((m) => ({ default: m.LegalTermsRoute })),
  ),
  'return-refund': lazy(() =>
    import('./routes/return-refund').then((m) => ({ default: m.ReturnRefundRoute })),
  ),
  'contact-us': lazy(() =>
    import('./routes/contact-us').then((m) => ({ default: m.ContactUsRoute })),
  ),
  'pay-wallet': lazy(() =>
    import('./routes/pay-wallet').then((m) => ({ default: m.PayWalletRoute })),
  ),
  'all-wallet-request': lazy(() =>
    import('./routes/all-wallet-request').then((m) => ({ default: m.AllWalletRequestRoute })),
  ),
  balancehistory: lazy(() =>
    import('./routes/balance-history').then((m) => ({ default: m.BalanceHistoryRoute })),
  ),
  balancehistorycomplaint: lazy(() =>
    import('./routes/balance-history-complaint').then((m) => ({
      default: m.BalanceHistoryComplaintRoute,
    })),
  ),
  profile: lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute }))),
  'profile-image': lazy(() =>
    import('./routes/profile').then((m) => ({ default: m.ProfileRoute })),
  ),
  'event-tickets': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.EventTicketsRoute })),
  ),
  'flight-tickets': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.FlightTicketsRoute })),
  ),
  metro: lazy(() => import('./routes/static-services').then((m) => ({ default: m.MetroRoute }))),
  'movie-tickets': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.MovieTicketsRoute })),
  ),
  'scan-pay': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.ScanPayRoute })),
  ),
  'bus-tickets': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.BusTicketsRoute })),
  ),
  'credit-card-pay': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.CreditCardPayRoute })),
  ),
  complainbalancehistory: lazy(() =>
    import('./routes/complaint-links').then((m) => ({ default: m.ComplainBoxRoute })),
  ),
  complainstatusbalancehistory: lazy(() =>
    import('./routes/complaint-links').then((m) => ({ default: m.ComplainStatusRoute })),
  ),
  'to-mobile': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.ToMobileRoute })),
  ),
  'to-self': lazy(() =>
    import('./routes/static-services').then((m) => ({ default: m.ToSelfRoute })),
  ),
  'mobile-recharge': lazy(() =>
    import('./routes/mobile-recharge').then((m) => ({ default: m.MobileRechargeRoute })),
  ),
  'plan-offered': lazy(() =>
    import('./routes/mobile-recharge').then((m) => ({ default: m.PlanOfferedRoute })),
  ),
  'dth-recharge': lazy(() =>
    import('./routes/dth-recharge').then((m) => ({ default: m.DthRechargeRoute })),
  ),
  'fastag-recharge': lazy(() =>
    import('./routes/fastag-recharge').then((m) => ({ default: m.FastagRechargeRoute })),
  ),
  'electricity-bill': lazy(() =>
    import('./routes/electricity-bill').then((m) => ({ default: m.ElectricityBillRoute })),
  ),
  'book-gas-cylinder': lazy(() =>
    import('./routes/book-gas-cylinder').then((m) => ({ default: m.BookGasCylinderRoute })),
  ),
  'mobile-postpaid': lazy(() =>
    import('./routes/mobile-postpaid').then((m) => ({ default: m.MobilePostpaidRoute })),
  ),
  'support-ticket': lazy(() =>
    import('./routes/support-ticket').then((m) => ({ default: m.SupportTicketRoute })),
  ),
  'all-tickets': lazy(() =>
    import('./routes/all-tickets').then((m) => ({ default: m.AllTicketsRoute })),
  ),
  'user-open-ticket/:Mid': lazy(() =>
    import('./routes/user-open-ticket').then((m) => ({ default: m.UserOpenTicketRoute })),
  ),
  kyc: lazy(() => import('./routes/kyc').then((m) => ({ default: m.KycRoute }))),
  'hotel/:hotelId': lazy(() => import('./routes/hotel').then((m) => ({ default: m.HotelRoute }))),
  'hotel-booking': lazy(() =>
    import('./routes/hotel-booking').then((m) => ({ default: m.HotelBookingRoute })),
  ),
  'hotelroomslayout/:code': lazy(() =>
    import('./routes/hotel-rooms').then((m) => ({ default: m.HotelRoomsRoute })),
  ),
  'hotelpayment/:code': lazy(() =>
    import('./routes/hotel-payment').then((m) => ({ default: m.HotelPaymentRoute })),
  ),
  'my-bookings': lazy(() =>
    import('./routes/my-bookings').then((m) => ({ default: m.MyBookingsRoute })),
  ),
  'my-bookings/:bookingId': lazy(() =>
    import('./routes/my-booking').then((m) => ({ default: m.MyBookingRoute })),
  ),
};

const ComingSoon = lazy(() =>
  import('./routes/coming-soon').then((m) => ({ default: m.ComingSoonRoute })),
);
const Home = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const Login = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const SignUp = lazy(() => import('./routes/sign-up').then((m) => ({ default: m.SignUpRoute })));
const ForgotPassword = lazy(() =>
  import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const NotFound = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
);
const Success = lazy(() => import('./routes/success').then((m) => ({ default: m.SuccessRoute })));

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

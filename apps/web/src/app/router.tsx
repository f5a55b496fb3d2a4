import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { GUARDED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES, type RouteEntry } from './route-table';

type Lazy = NonNullable<RouteObject['lazy']>;

// Route-level code splitting: each screen is its own chunk.
const screens: Record<string, Lazy> = {
  'terms-of-use': async () => ({
    Component: (await import('./routes/terms-of-use')).TermsOfUseRoute,
  }),
  'privacy-policy': async () => ({
    Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute,
  }),
  faqs: async () => ({ Component: (await import('./routes/faqs')).FaqsRoute }),
  'legal-terms': async () => ({
    Component: (await import('./routes/legal-terms')).LegalTermsRoute,
  }),
  'return-refund': async () => ({
    Component: (await import('./routes/return-refund')).ReturnRefundRoute,
  }),
  'contact-us': async () => ({ Component: (await import('./routes/contact-us')).ContactUsRoute }),
  'pay-wallet': async () => ({ Component: (await import('./routes/pay-wallet')).PayWalletRoute }),
  'all-wallet-request': async () => ({
    Component: (await import('./routes/all-wallet-request')).AllWalletRequestRoute,
  }),
  balancehistory: async () => ({
    Component: (await import('./routes/balance-history')).BalanceHistoryRoute,
  }),
  balancehistorycomplaint: async () => ({
    Component: (await import('./routes/balance-history-complaint')).BalanceHistoryComplaintRoute,
  }),
  profile: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
  'profile-image': async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
  'event-tickets': async () => ({
    Component: (await import('./routes/static-services')).EventTicketsRoute,
  }),
  'flight-tickets': async () => ({
    Component: (await import('./routes/static-services')).FlightTicketsRoute,
  }),
  metro: async () => ({ Component: (await import('./routes/static-services')).MetroRoute }),
  'movie-tickets': async () => ({
    Component: (await import('./routes/static-services')).MovieTicketsRoute,
  }),
  'scan-pay': async () => ({ Component: (await import('./routes/static-services')).ScanPayRoute }),
  'bus-tickets': async () => ({
    Component: (await import('./routes/static-services')).BusTicketsRoute,
  }),
  'credit-card-pay': async () => ({
    Component: (await import('./routes/static-services')).CreditCardPayRoute,
  }),
  complainbalancehistory: async () => ({
    Component: (await import('./routes/complaint-links')).ComplainBoxRoute,
  }),
  complainstatusbalancehistory: async () => ({
    Component: (await import('./routes/complaint-links')).ComplainStatusRoute,
  }),
  'to-mobile': async () => ({
    Component: (await import('./routes/static-services')).ToMobileRoute,
  }),
  'to-self': async () => ({ Component: (await import('./routes/static-services')).ToSelfRoute }),
  'mobile-recharge': async () => ({
    Component: (await import('./routes/mobile-recharge')).MobileRechargeRoute,
  }),
  'plan-offered': async () => ({
    Component: (await import('./routes/mobile-recharge')).PlanOfferedRoute,
  }),
  'dth-recharge': async () => ({
    Component: (await import('./routes/dth-recharge')).DthRechargeRoute,
  }),
  'fastag-recharge': async () => ({
    Component: (await import('./routes/fastag-recharge')).FastagRechargeRoute,
  }),
  'electricity-bill': async () => ({
    Component: (await import('./routes/electricity-bill')).ElectricityBillRoute,
  }),
  'book-gas-cylinder': async () => ({
    Component: (await import('./routes/book-gas-cylinder')).BookGasCylinderRoute,
  }),
  'mobile-postpaid': async () => ({
    Component: (await import('./routes/mobile-postpaid')).MobilePostpaidRoute,
  }),
};

const route = ({ path, title }: RouteEntry): RouteObject => ({
  path,
  lazy:
    screens[path] ??
    (async () => {
      const { ComingSoonRoute } = await import('./routes/coming-soon');
      return { Component: () => <ComingSoonRoute title={title} /> };
    }),
});

const home: Lazy = async () => ({ Component: (await import('./routes/home')).HomeRoute });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      {
        // The account screens: no bottom bar (its places all need a login).
        element: <AppShell bottomBar={false} />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({ Component: (await import('./routes/sign-up')).SignUpRoute }),
          },
          {
            path: 'forgotpassword',
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
        ],
      },
      { path: 'admin/*', Component: RequireAdmin },
      {
        element: <AppShell />,
        children: [
          { index: true, lazy: home },
          { path: 'home', lazy: home },
          {
            path: 'success/:msg',
            lazy: async () => ({ Component: (await import('./routes/success')).SuccessRoute }),
          },
          ...PUBLIC_PLACEHOLDER_ROUTES.map(route),
          { Component: RequireAuth, children: GUARDED_ROUTES.map(route) },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);

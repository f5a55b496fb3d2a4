import { Link, Navigate, Route, Routes } from 'react-router';
import { AdminLayout, AdminPage } from './admin-layout';
import { BanksPage } from './banks-page';
import { BannersPage } from './banners-page';
import { BillersAdminPage } from './billers-page';
import { SupportCategoriesPage } from './categories-page';
import { BbpsComplaintsAdminPage } from './bbps-complaints-page';
import { ComplaintsAdminPage } from './complaints-page';
import { ContactsPage } from './contacts-page';
import { HotelBookingsAdminPage } from './hotel-bookings-page';
import { KycCustomerAdminPage } from './kyc-customer-page';
import { KycAdminPage } from './kyc-page';
import { NoticesAdminPage } from './notices-page';
import { OperationsAdminPage } from './operations-page';
import { PaymentsAdminPage } from './payments-page';
import { PayoutAdminPage } from './payout-page';
import { PayoutsAdminPage } from './payouts-page';
import { SendingLimitsAdminPage } from './sending-limits-page';
import { ServicesPage } from './services-page';
import { TicketsAdminPage } from './tickets-page';
import { TransfersAdminPage } from './transfers-page';
import { WalletRequestsAdminPage } from './wallet-requests-page';

/**
 * The back office, rendered only for admins under /admin/* (RequireAdmin). Its routes are
 * relative to /admin.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/banners" replace />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="billers" element={<BillersAdminPage />} />
        <Route path="wallet-requests" element={<WalletRequestsAdminPage />} />
        <Route path="payments" element={<PaymentsAdminPage />} />
        <Route path="transfers" element={<TransfersAdminPage />} />
        <Route path="payouts" element={<PayoutsAdminPage />} />
        <Route path="payouts/:id" element={<PayoutAdminPage />} />
        <Route path="sending-limits" element={<SendingLimitsAdminPage />} />
        <Route path="hotel-bookings" element={<HotelBookingsAdminPage />} />
        <Route path="complaints" element={<ComplaintsAdminPage />} />
        <Route path="bbps-complaints" element={<BbpsComplaintsAdminPage />} />
        <Route path="kyc" element={<KycAdminPage />} />
        <Route path="kyc/:userId" element={<KycCustomerAdminPage />} />
        <Route path="banks" element={<BanksPage />} />
        <Route path="tickets" element={<TicketsAdminPage />} />
        <Route path="tickets/:Mid" element={<TicketsAdminPage />} />
        <Route path="categories" element={<SupportCategoriesPage />} />
        <Route path="operations" element={<OperationsAdminPage />} />
        <Route path="notices" element={<NoticesAdminPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

function AdminNotFound() {
  return (
    <AdminPage title="Page not found" intro="There is no back-office page at this address.">
      <Link
        to="/admin/banners"
        className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Go to Banners
      </Link>
    </AdminPage>
  );
}

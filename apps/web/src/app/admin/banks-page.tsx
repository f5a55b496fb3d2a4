import { CompanyBankSection } from '@/features/wallet-admin/components/company-bank-section';
import { UserBankSection } from '@/features/wallet-admin/components/user-bank-section';
import { AdminPage } from './admin-layout';

/** /admin/banks: the two bank lists of the offline top-up form. */
export function BanksPage() {
  return (
    <AdminPage
      title="Banks"
      intro="The banks the offline top-up form offers. Switch one off to stop offering it: requests already made keep the bank they named, so nothing is ever deleted."
    >
      <div className="space-y-10">
        <CompanyBankSection />
        <UserBankSection />
      </div>
    </AdminPage>
  );
}

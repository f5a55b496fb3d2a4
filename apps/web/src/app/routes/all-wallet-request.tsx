import { PageBody, PageHeader } from '@/components/layout/page-header';
import { WalletRequests } from '@/features/wallet/components/wallet-requests';
import { useI18n } from '@/lib/i18n/i18n';

/** /all-wallet-request: All Wallet Requests (docs/product-1.md §2). */
export function AllWalletRequestRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.all-wallet-request')} />
      <PageBody>
        <WalletRequests />
      </PageBody>
    </>
  );
}

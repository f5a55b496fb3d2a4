import { catalogue } from '@kosh/contract/messages/catalogue';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useUser } from '@/features/auth/api/get-user';
import { AddMoney } from '@/features/wallet/components/add-money';
import { addMoneyRequestOf } from '@/lib/add-money-link';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { successPath } from '@/lib/success-messages';

/**
 * /pay-wallet: Add Money to Wallet (docs/product-1.md §2). From a booking the wallet cannot cover it comes
 * with `?amount=` (the shortfall, filled in) and `?back=` (the booking, offered once it is added).
 */
export function PayWalletRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const request = useMemo(() => addMoneyRequestOf(params), [params]);
  const session = useSession();
  const user = useUser(session?.token);
  const navigate = useNavigate();
  const data = user.data?.data;
  // The online modal is filled in from user/get where it can be (docs/product-1.md §7).
  const prefill = useMemo(
    () => ({
      name: data?.name ?? session?.name ?? '',
      email: data?.emailId ?? '',
      phone: data?.mobile ?? '',
    }),
    [data, session?.name],
  );
  return (
    <>
      <PageHeader title={t('route.pay-wallet')} />
      <PageBody>
        <AddMoney
          prefill={prefill}
          amount={request.amount}
          back={request.back}
          onOfflineSubmitted={() => navigate(successPath(catalogue.WALLET_REQUEST_SUBMITTED))}
        />
      </PageBody>
    </>
  );
}

import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ActionAlert } from '@/components/ui/action-alert';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { addMoneyPath } from '@/lib/add-money-link';
import type { Shortfall } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT } from '../messages';

/**
 * A 422 "Insufficient wallet balance": the message, and the way to Add Money (/pay-wallet) with
 * what the wallet lacks filled in, and back to this payment, filled in again, once it is added.
 */
export function InsufficientBalance({ shortfall }: { shortfall: Shortfall | null }) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  const balance = useWalletBalance();
  if (!shortfall) return null;
  const balancePaise = balance.data ? BigInt(balance.data.balance.paise) : 0n;
  const lacking = shortfall.amountPaise - balancePaise;
  return (
    <ActionAlert message={serverMessage(shortfall.message)}>
      <Link
        to={addMoneyPath(lacking, shortfall.back)}
        aria-label={t('addMoneyToWallet')}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-800"
      >
        <Plus size={18} aria-hidden="true" />
        {t('addMoney')}
      </Link>
    </ActionAlert>
  );
}

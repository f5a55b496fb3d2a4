import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ActionAlert } from '@/components/ui/action-alert';
import type { Said } from '@/lib/i18n/i18n';
import { useRechargeMessage, useRechargeT } from '../messages';

/** A 422 "Insufficient wallet balance": the message, and the way to Add Money (/pay-wallet). */
export function InsufficientBalance({ message }: { message: Said | null }) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  if (!message) return null;
  return (
    <ActionAlert message={serverMessage(message)}>
      <Link
        to="/pay-wallet"
        aria-label={t('addMoneyToWallet')}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-800"
      >
        <Plus size={18} aria-hidden="true" />
        {t('addMoney')}
      </Link>
    </ActionAlert>
  );
}

import { CircleAlert, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Said } from '@/lib/i18n/i18n';
import { useRechargeMessage, useRechargeT } from '../messages';

/** A 422 "Insufficient wallet balance": the message, and the way to Add Money (/pay-wallet). */
export function InsufficientBalance({ message }: { message: Said | null }) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      <p className="flex items-start gap-2">
        <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
        <span>{serverMessage(message)}</span>
      </p>
      <Link
        to="/pay-wallet"
        aria-label={t('addMoneyToWallet')}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-800"
      >
        <Plus size={18} aria-hidden="true" />
        {t('addMoney')}
      </Link>
    </div>
  );
}

import { Plus, RefreshCw, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatInr } from '@kosh/contract/common/money';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { useRechargeT } from '../messages';

/** The wallet balance above every pay screen, kept fresh, with a way to add money. */
export function WalletBalanceBar() {
  const t = useRechargeT();
  const balance = useWalletBalance();
  return (
    <section
      aria-labelledby="pay-balance-label"
      className="flex items-center gap-3 rounded-[var(--radius-card)] bg-gradient-to-br from-brand-600 to-brand-900 px-4 py-3 text-white shadow-[var(--shadow-card)]"
    >
      <div className="min-w-0 flex-1" aria-live="polite">
        <h2
          id="pay-balance-label"
          className="flex items-center gap-1.5 text-xs font-medium text-white/85"
        >
          <Wallet size={14} aria-hidden="true" />
          {t('balanceLabel')}
        </h2>
        {balance.data ? (
          <p className="text-xl font-bold tracking-tight tabular-nums" data-testid="wallet-balance">
            {formatInr(BigInt(balance.data.balance.paise))}
          </p>
        ) : balance.isError ? (
          <p className="flex items-center gap-2 text-sm font-semibold">
            <span role="alert">{t('balanceError')}</span>
            <button
              type="button"
              onClick={() => void balance.refetch()}
              aria-label={t('retry')}
              className="flex h-9 w-9 items-center justify-center rounded-lg bg-white/15 hover:bg-white/25"
            >
              <RefreshCw size={16} aria-hidden="true" />
            </button>
          </p>
        ) : (
          <p role="status" className="flex h-7 items-center">
            <span className="sr-only">{t('balanceLoading')}</span>
            <span aria-hidden="true" className="h-5 w-28 animate-pulse rounded-md bg-white/20" />
          </p>
        )}
      </div>
      <Link
        to="/pay-wallet"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:bg-white/15 dark:text-white dark:hover:bg-white/25"
      >
        <Plus size={16} aria-hidden="true" />
        {t('addMoney')}
      </Link>
    </section>
  );
}

import { RefreshCw, Wallet } from 'lucide-react';
import { formatInr } from '@kosh/contract/common/money';
import { useBalance } from '../api/get-balance';
import { useWalletT } from '../messages';

/** The header area of Add Money to Wallet: the current balance, kept fresh (docs/product-1.md §2). */
export function BalanceCard() {
  const t = useWalletT();
  const balance = useBalance();
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-600 to-brand-900 p-5 text-white shadow-[var(--shadow-card)]"
    >
      <Wallet
        size={96}
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-4 -right-3 text-white/10"
      />
      <h2 id="wallet-balance-label" className="text-sm font-medium text-white/85">
        {t('balanceLabel')}
      </h2>
      <div aria-live="polite" className="mt-1 min-h-10">
        {balance.data ? (
          <p
            className="text-3xl font-bold tracking-tight tabular-nums"
            data-testid="wallet-balance"
          >
            {formatInr(BigInt(balance.data.balance.paise))}
            {balance.isFetching && <span className="sr-only"> {t('balanceRefreshing')}</span>}
          </p>
        ) : balance.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-base font-semibold">
              {t('balanceError')}
            </p>
            <button
              type="button"
              onClick={() => void balance.refetch()}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-white/15 px-3 text-sm font-semibold hover:bg-white/25"
            >
              <RefreshCw size={16} aria-hidden="true" />
              {t('retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="flex h-10 items-center">
            <span className="sr-only">{t('balanceLoading')}</span>
            <span aria-hidden="true" className="h-7 w-36 animate-pulse rounded-lg bg-white/20" />
          </p>
        )}
      </div>
    </section>
  );
}

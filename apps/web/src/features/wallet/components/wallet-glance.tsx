import { Eye, EyeOff, History, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatInr } from '@kosh/contract/common/inr';
import { useKycLevel } from '@/hooks/use-kyc-level';
import { useBalance } from '../api/get-balance';
import { useBalanceT } from '../balance-messages';
import { KYC_PATH } from '../utils/kyc-limit';

/** Where the customer's choice to hide the balance is kept, on this device only. */
const HIDDEN_KEY = 'kosh.balanceHidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): shown, and the choice lasts the visit
  }
}

function useRememberedHidden() {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = () =>
    setHidden((was) => {
      try {
        localStorage.setItem(HIDDEN_KEY, was ? '0' : '1');
      } catch {
        // not remembered, still toggled
      }
      return !was;
    });
  return [hidden, toggle] as const;
}

/** The glance's box, whose fixed height its placeholder shares (home.tsx), so nothing moves. */
export const GLANCE_BOX = 'mt-3 h-[180px] rounded-[var(--radius-card)] bg-white/10 p-3';

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-xl bg-white/15 px-2 text-sm font-semibold hover:bg-white/25';

/**
 * Home's wallet at a glance for a signed-in customer: the balance (hidden at a tap, remembered),
 * Add Money and Balance History beside it, and the KYC level with a way to complete it. Every
 * line keeps its height while it loads, so nothing under it moves (CLS 0). The balance query is
 * the one every wallet change invalidates, so a payment, top-up or refund shows here by itself.
 */
export function WalletGlance() {
  const t = useBalanceT();
  const balance = useBalance();
  const kyc = useKycLevel();
  const [hidden, toggleHidden] = useRememberedHidden();
  const paise = balance.data ? BigInt(balance.data.balance.paise) : null;

  return (
    <section aria-labelledby="glance-label" className={GLANCE_BOX} data-testid="wallet-glance">
      <div className="flex items-center justify-between gap-2">
        <h2 id="glance-label" className="text-sm font-medium text-white/85">
          {t('balanceLabel')}
        </h2>
        <button
          type="button"
          onClick={toggleHidden}
          aria-label={hidden ? t('glanceShow') : t('glanceHide')}
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          {hidden ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      </div>
      <div aria-live="polite" className="flex h-9 items-center">
        {hidden ? (
          <p className="text-2xl font-bold tracking-widest">
            <span aria-hidden="true">₹ ••••</span>
            <span className="sr-only">{t('glanceHidden')}</span>
          </p>
        ) : paise !== null ? (
          <p className="text-2xl font-bold tabular-nums" data-testid="glance-balance">
            {formatInr(paise)}
          </p>
        ) : balance.isError ? (
          <button
            type="button"
            onClick={() => void balance.refetch()}
            className="text-sm underline"
          >
            {t('balanceError')} {t('retry')}
          </button>
        ) : (
          <p role="status" className="flex items-center">
            <span className="sr-only">{t('balanceLoading')}</span>
            <span aria-hidden="true" className="h-7 w-32 animate-pulse rounded-lg bg-white/20" />
          </p>
        )}
      </div>
      <p className="flex h-6 items-center gap-1.5 whitespace-nowrap text-xs text-white/85">
        {kyc.data && (
          <>
            <ShieldCheck size={14} aria-hidden="true" className="shrink-0" />
            {kyc.data.kycLevel === 'full' ? (
              t('glanceKycFull')
            ) : (
              <>
                <span className="truncate">{t('glanceKycMin')}</span>
                <Link to={KYC_PATH} className="ml-1 font-semibold text-white underline">
                  {t('completeKyc')}
                </Link>
              </>
            )}
          </>
        )}
      </p>
      <div className="mt-2 flex gap-2">
        <Link to="/pay-wallet" className={action}>
          <Plus size={16} aria-hidden="true" />
          {t('glanceAddMoney')}
        </Link>
        <Link to="/balancehistory" className={action}>
          <History size={16} aria-hidden="true" />
          {t('glanceHistory')}
        </Link>
      </div>
    </section>
  );
}

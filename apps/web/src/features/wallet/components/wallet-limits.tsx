import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useKycLevel } from '@/hooks/use-kyc-level';
import { useWalletT } from '../messages';
import { KYC_PATH } from '../utils/kyc-limit';

/**
 * The RBI prepaid-instrument limits the server enforces (docs/architecture.md §3), said before money moves: a
 * minimum-KYC wallet's caps with the way to lift them (/kyc), or the full-KYC wallet's limit.
 */
export function WalletLimits() {
  const t = useWalletT();
  const kyc = useKycLevel();
  const full = kyc.data?.kycLevel === 'full';
  return (
    <aside
      aria-labelledby="wallet-limits-title"
      className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <ShieldCheck size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <h2 id="wallet-limits-title" className="font-semibold text-ink">
          {t('limitsTitle')}
        </h2>
        <ul className="list-disc space-y-1 pl-4 text-ink-muted marker:text-brand-500">
          <li data-testid="wallet-kyc-limit">
            {full ? t('limitsFullKycDone') : t('limitsMinKyc')}
          </li>
          <li>{t('limitsOffline')}</li>
          {!full && (
            <li>
              <Link
                to={KYC_PATH}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {t('limitsFullKyc')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </aside>
  );
}

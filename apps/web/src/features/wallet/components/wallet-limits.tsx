import { ShieldCheck } from 'lucide-react';
import { useWalletT } from '../messages';

/** The RBI prepaid-instrument limits the server enforces (DESIGN §3), said before money moves. */
export function WalletLimits() {
  const t = useWalletT();
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
          <li>{t('limitsMinKyc')}</li>
          <li>{t('limitsOffline')}</li>
          <li>{t('limitsFullKyc')}</li>
        </ul>
      </div>
    </aside>
  );
}

import { clsx } from 'clsx';
import { CreditCard, Landmark, ListChecks, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/ui/icon-badge';
import { useWalletT } from '../messages';

const tile =
  'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border bg-surface px-2 py-3 text-center text-sm font-semibold transition-colors';
const idle = 'border-line text-ink hover:border-brand-200 hover:bg-brand-50';

function TileContent({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <IconBadge icon={Icon} size={20} className="h-9 w-9 rounded-full" />
      <span className="leading-tight">{children}</span>
    </>
  );
}

/** Offline Top Up, Online Top Up, All Request (docs/product-1.md §2). */
export function TopUpActions({
  offlineEnabled,
  onOffline,
  onOnline,
}: {
  offlineEnabled: boolean;
  onOffline: () => void;
  onOnline: () => void;
}) {
  const t = useWalletT();
  return (
    <div role="group" aria-label={t('actionsLabel')} className="grid grid-cols-3 gap-3">
      <button
        type="button"
        onClick={onOffline}
        aria-pressed={offlineEnabled}
        className={clsx(
          tile,
          offlineEnabled ? 'border-brand-600 text-brand-700 ring-2 ring-brand-600/20' : idle,
        )}
      >
        <TileContent icon={Landmark}>{t('offlineTopUp')}</TileContent>
      </button>
      <button type="button" onClick={onOnline} aria-haspopup="dialog" className={clsx(tile, idle)}>
        <TileContent icon={CreditCard}>{t('onlineTopUp')}</TileContent>
      </button>
      <Link to="/all-wallet-request" className={clsx(tile, idle)}>
        <TileContent icon={ListChecks}>{t('allRequest')}</TileContent>
      </Link>
    </div>
  );
}

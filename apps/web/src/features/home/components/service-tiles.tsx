import {
  BedDouble,
  Bus,
  Car,
  Clapperboard,
  Flame,
  History,
  LayoutGrid,
  Plane,
  Receipt,
  Smartphone,
  Ticket,
  TrainFront,
  Tv,
  UserPen,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/ui/icon-badge';
import { useI18n } from '@/lib/i18n/i18n';
import type { MessageKey } from '@/lib/i18n/en';

interface Tile {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
}

// docs/product-2.md §2: the three tile groups and their targets.
const GROUPS: { id: string; title: MessageKey; tiles: Tile[] }[] = [
  {
    id: 'recharge',
    title: 'home.group.recharge',
    tiles: [
      { to: '/mobile-recharge', label: 'tile.mobileRecharge', icon: Smartphone },
      { to: '/mobile-postpaid', label: 'tile.postpaid', icon: Receipt },
      { to: '/dth-recharge', label: 'tile.dth', icon: Tv },
      { to: '/electricity-bill', label: 'tile.electricity', icon: Zap },
      { to: '/fastag-recharge', label: 'tile.fastag', icon: Car },
      { to: '/book-gas-cylinder', label: 'tile.gas', icon: Flame },
      // Kosh's own, after the spec's six: every Bharat BillPay category.
      { to: '/bills', label: 'tile.allBills', icon: LayoutGrid },
    ],
  },
  {
    id: 'tickets',
    title: 'home.group.tickets',
    tiles: [
      { to: '/flight-tickets', label: 'tile.flights', icon: Plane },
      { to: '/bus-tickets', label: 'tile.bus', icon: Bus },
      { to: '/movie-tickets', label: 'tile.movies', icon: Clapperboard },
      { to: '/event-tickets', label: 'tile.events', icon: Ticket },
      { to: '/metro', label: 'tile.metro', icon: TrainFront },
      { to: '/hotel-booking', label: 'tile.hotels', icon: BedDouble },
    ],
  },
  {
    id: 'upi',
    title: 'home.group.upi',
    tiles: [
      { to: '/profile-image', label: 'tile.editProfile', icon: UserPen },
      { to: '/pay-wallet', label: 'tile.walletBalance', icon: Wallet },
      { to: '/balancehistory', label: 'tile.balanceHistory', icon: History },
    ],
  },
];

export function ServiceTiles() {
  const { t } = useI18n();
  return (
    <>
      {GROUPS.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`group-${group.id}`}
          className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
        >
          <h2 id={`group-${group.id}`} className="mb-3 text-base font-bold text-ink">
            {t(group.title)}
          </h2>
          <ul className="grid grid-cols-3 gap-2">
            {group.tiles.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-22 flex-col items-center justify-center gap-2 rounded-xl px-1 py-3 text-center text-xs font-medium text-ink hover:bg-brand-50"
                >
                  <IconBadge icon={Icon} size={22} className="h-11 w-11 rounded-full" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

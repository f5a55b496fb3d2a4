import { House, ListChecks, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n';
import type { MessageKey } from '@/lib/i18n/en';
import { withQuery } from '@/lib/query-store';
import { useSession } from '@/lib/session';
import { itemClass, MenuButton } from './menu-button';

// The support badge needs TanStack Query: it comes for a signed-in customer, after the first paint.
const UnreadMenuButton = lazy(
  withQuery(() => import('./customer-live').then((m) => ({ default: m.UnreadMenuButton }))),
);

const ITEMS: { to: string; label: MessageKey; icon: LucideIcon }[] = [
  { to: '/', label: 'nav.home', icon: House },
  { to: '/pay-wallet', label: 'nav.wallet', icon: Wallet },
  { to: '/profile', label: 'nav.profile', icon: UserRound },
  { to: '/all-wallet-request', label: 'nav.requests', icon: ListChecks },
];

/** The phone's bottom navigation (docs/product-2.md §2): four places and the menu. */
export function BottomBar() {
  const { t } = useI18n();
  const customer = useSession()?.role === 'customer';
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-screen-sm">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => `${itemClass} ${isActive ? 'text-brand-700' : ''}`}
            >
              <Icon size={22} aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          {customer ? (
            <Suspense fallback={<MenuButton unread={0} />}>
              <UnreadMenuButton />
            </Suspense>
          ) : (
            <MenuButton unread={0} />
          )}
        </li>
      </ul>
    </nav>
  );
}

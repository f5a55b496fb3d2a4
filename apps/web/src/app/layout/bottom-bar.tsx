import { House, ListChecks, Menu, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { useSupportUnread } from '@/features/support/hooks/use-support-unread';
import { useI18n } from '@/lib/i18n/i18n';
import type { MessageKey } from '@/lib/i18n/en';
import { useSidebar } from './sidebar-context';

const ITEMS: { to: string; label: MessageKey; icon: LucideIcon }[] = [
  { to: '/', label: 'nav.home', icon: House },
  { to: '/pay-wallet', label: 'nav.wallet', icon: Wallet },
  { to: '/profile', label: 'nav.profile', icon: UserRound },
  { to: '/all-wallet-request', label: 'nav.requests', icon: ListChecks },
];

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold text-ink-muted';

/** The phone's bottom navigation (spec/02 §2): four places and the menu. */
export function BottomBar() {
  const { open, setOpen } = useSidebar();
  const { t } = useI18n();
  const unread = useSupportUnread();
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
          <button
            type="button"
            className={itemClass}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen(!open)}
            aria-label={unread > 0 ? t('nav.menuUnread', { n: unread }) : undefined}
          >
            <span className="relative">
              <Menu size={22} aria-hidden="true" />
              {unread > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -right-2 -top-1 min-w-4 rounded-full border border-danger/40 bg-danger-soft px-1 text-center text-[10px] leading-4 font-bold text-danger"
                >
                  {unread}
                </span>
              )}
            </span>
            {t('nav.menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

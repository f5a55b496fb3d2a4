import { clsx } from 'clsx';
import {
  Activity,
  ArrowLeft,
  ArrowLeftRight,
  Banknote,
  BedDouble,
  CreditCard,
  FileWarning,
  Gauge,
  IdCard,
  Images,
  Landmark,
  LifeBuoy,
  LayoutGrid,
  Mail,
  Megaphone,
  MessageSquareWarning,
  ReceiptText,
  Tags,
  type LucideIcon,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { BillersNavLabel } from '@/features/billers-admin/components/nav-label';
import { useNewMessageCount, useSupportLive } from '@/features/support-admin/api/live';

/** `Label`, when given, says the link's name in the reader's language (a screen that speaks Hindi). */
const NAV: { to: string; label: string; Label?: ComponentType; icon: LucideIcon }[] = [
  { to: '/admin/banners', label: 'Banners', icon: Images },
  { to: '/admin/wallet-requests', label: 'Wallet requests', icon: Wallet },
  { to: '/admin/payments', label: 'Online top-ups', icon: CreditCard },
  { to: '/admin/transfers', label: 'Transfers', icon: ArrowLeftRight },
  { to: '/admin/payouts', label: 'Payouts', icon: Banknote },
  { to: '/admin/sending-limits', label: 'Sending limits', icon: Gauge },
  { to: '/admin/hotel-bookings', label: 'Hotel bookings', icon: BedDouble },
  { to: '/admin/complaints', label: 'Complaints', icon: MessageSquareWarning },
  { to: '/admin/bbps-complaints', label: 'BBPS complaints', icon: FileWarning },
  { to: '/admin/tickets', label: 'Tickets', icon: LifeBuoy },
  { to: '/admin/categories', label: 'Support categories', icon: Tags },
  { to: '/admin/kyc', label: 'KYC review', icon: IdCard },
  { to: '/admin/banks', label: 'Banks', icon: Landmark },
  { to: '/admin/services', label: 'Services', icon: LayoutGrid },
  { to: '/admin/billers', label: 'Bill categories', Label: BillersNavLabel, icon: ReceiptText },
  { to: '/admin/contacts', label: 'Contact messages', icon: Mail },
  { to: '/admin/operations', label: 'Operations', icon: Activity },
  { to: '/admin/notices', label: 'Notices', icon: Megaphone },
];

/**
 * The back office's frame: its own header, a tab row under it on phones and a side column on
 * wide screens. The customer app's bottom bar and drawer are not part of it.
 */
export function AdminLayout() {
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const onInbox = pathname.startsWith('/admin/tickets');
  // The help desk's live channel: new customer messages refresh the inbox and count on its link.
  useSupportLive(onInbox);
  const newMessages = useNewMessageCount();
  // On a phone the tab row scrolls sideways: bring the current page's tab into view.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700"
      >
        Skip to content
      </a>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
          <Link
            to="/admin"
            className="flex min-w-0 items-center gap-2 text-base font-bold sm:text-lg"
          >
            <Logo className="h-7 w-7 shrink-0 sm:h-8 sm:w-8" />
            <span className="truncate">Kosh back office</span>
          </Link>
          <Link
            to="/"
            className="-mr-2 ml-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-white hover:bg-white/10 sm:px-3"
          >
            <ArrowLeft size={18} aria-hidden="true" />
            <span>
              Back to <span className="sr-only sm:not-sr-only">the </span>app
            </span>
          </Link>
        </div>
      </header>
      <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8 lg:px-4 lg:py-8">
        <nav
          aria-label="Back office"
          className="sticky top-0 z-20 border-b border-line bg-surface lg:static lg:self-start lg:border-0 lg:bg-transparent"
        >
          <ul
            ref={tabs}
            className="flex gap-1 overflow-x-auto px-2 lg:sticky lg:top-8 lg:flex-col lg:px-0"
          >
            {NAV.map(({ to, label, Label, icon: Icon }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-12 items-center gap-2 whitespace-nowrap px-3 text-sm font-semibold',
                      'border-b-2 lg:rounded-xl lg:border-b-0 lg:px-4 lg:text-base',
                      isActive
                        ? 'border-brand-600 text-brand-700 lg:bg-brand-600 lg:text-white'
                        : 'border-transparent text-ink-muted hover:text-ink lg:hover:bg-surface',
                    )
                  }
                >
                  <Icon size={20} aria-hidden="true" />
                  {Label ? <Label /> : label}
                  {to === '/admin/tickets' && newMessages > 0 && (
                    // relative: the sr-only words stay inside the scrolling tab row (absolute, they would
                    // widen a phone's page past its screen).
                    <span className="relative rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
                      {newMessages}
                      <span className="sr-only">
                        {newMessages === 1 ? ' new message' : ' new messages'}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 px-4 py-5 focus:outline-none lg:p-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A back-office page: its title as the document's and the h1, a line on what it is for. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Kosh back office`;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}

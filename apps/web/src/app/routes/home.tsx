import {
  BedDouble,
  Bus,
  Car,
  Clapperboard,
  Flame,
  History,
  LogOut,
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
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@kosh/contract/messages';
import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Logo } from '@/components/ui/logo';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/api/get-user';
import { useSession } from '@/lib/session';

interface Tile {
  to: string;
  label: string;
  icon: LucideIcon;
}

const GROUPS: { title: string; tiles: Tile[] }[] = [
  {
    title: 'Recharge & BillPayments',
    tiles: [
      { to: '/mobile-recharge', label: 'Mobile Recharge', icon: Smartphone },
      { to: '/mobile-postpaid', label: 'Postpaid', icon: Receipt },
      { to: '/dth-recharge', label: 'DTH', icon: Tv },
      { to: '/electricity-bill', label: 'Electricity', icon: Zap },
      { to: '/fastag-recharge', label: 'Fastag', icon: Car },
      { to: '/book-gas-cylinder', label: 'Book Gas', icon: Flame },
    ],
  },
  {
    title: 'Ticket Booking',
    tiles: [
      { to: '/flight-tickets', label: 'Flights', icon: Plane },
      { to: '/bus-tickets', label: 'Bus', icon: Bus },
      { to: '/movie-tickets', label: 'Movies', icon: Clapperboard },
      { to: '/event-tickets', label: 'Events', icon: Ticket },
      { to: '/metro', label: 'Metro', icon: TrainFront },
      { to: '/hotel-booking', label: 'Hotels', icon: BedDouble },
    ],
  },
  {
    title: 'UPI Money Transfer',
    tiles: [
      { to: '/profile-image', label: 'Edit My Profile', icon: UserPen },
      { to: '/pay-wallet', label: 'Wallet Balance', icon: Wallet },
      { to: '/balancehistory', label: 'Balance History', icon: History },
    ],
  },
];

export function HomeRoute() {
  const session = useSession();
  const user = useUser(session?.token);
  const logout = useLogout();
  const navigate = useNavigate();
  const name = user.data?.data.name ?? session?.name;

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    toast.success(messages.loggedOut);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <LoadingOverlay show={logout.isPending} label="Logging out…" />
      <header className="bg-brand-700 text-white">
        <div className="mx-auto flex h-14 max-w-screen-sm items-center justify-between px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold" aria-label="Kosh home">
            <Logo className="h-8 w-8" />
            Kosh
          </Link>
          {session ? (
            <span className="text-sm text-white/90">ID {session.userId}</span>
          ) : (
            <Link
              to="/login"
              className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Login
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-screen-sm px-4 pb-12">
        <section
          className="-mx-4 bg-brand-700 px-4 pb-16 pt-2 text-white"
          aria-labelledby="greeting"
        >
          <h1 id="greeting" className="text-2xl font-bold">
            {session ? `Hello, ${name ?? 'there'}` : 'Welcome to Kosh'}
          </h1>
          <p className="mt-1 text-sm text-white/90">
            {session
              ? 'Recharge, pay bills and book tickets from your Kosh wallet.'
              : 'One wallet for recharges, bills and tickets. Log in or register to begin.'}
          </p>
        </section>
        <div className="-mt-12 space-y-4">
          {GROUPS.map((group) => (
            <section
              key={group.title}
              aria-labelledby={`group-${group.title}`}
              className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
            >
              <h2 id={`group-${group.title}`} className="mb-3 text-base font-bold text-ink">
                {group.title}
              </h2>
              <ul className="grid grid-cols-3 gap-2">
                {group.tiles.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-22 flex-col items-center justify-center gap-2 rounded-xl px-1 py-3 text-center text-xs font-medium text-ink hover:bg-brand-50"
                    >
                      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                        <Icon size={22} aria-hidden="true" />
                      </span>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {session ? (
            <Button variant="secondary" block onClick={onLogout} disabled={logout.isPending}>
              <LogOut size={18} aria-hidden="true" />
              Log out
            </Button>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Link
                to="/login"
                className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700"
              >
                Login
              </Link>
              <Link
                to="/sign-up"
                className="inline-flex min-h-12 items-center justify-center rounded-xl border border-brand-200 bg-surface font-semibold text-brand-700 hover:bg-brand-50"
              >
                Register
              </Link>
            </div>
          )}
        </div>
        <footer className="mt-10 text-center text-xs text-ink-muted">
          © {new Date().getFullYear()} Kosh Payments. All rights reserved.
        </footer>
      </main>
    </>
  );
}

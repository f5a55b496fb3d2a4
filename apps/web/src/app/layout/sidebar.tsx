import * as Dialog from '@radix-ui/react-dialog';
import {
  BedDouble,
  CircleHelp,
  FileText,
  HandCoins,
  Headset,
  House,
  IdCard,
  KeyRound,
  Languages,
  LogIn,
  LayoutDashboard,
  LogOut,
  Mail,
  Moon,
  Scale,
  ShieldCheck,
  UserPlus,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '@/components/layout/avatar';
import { DialogCloseX } from '@/components/ui/dialog-heading';
import { Switch } from '@/components/ui/switch';
import { useUser } from '@/features/auth/api/get-user';
import { useSupportUnread } from '@/features/support/hooks/use-support-unread';
import { useLogout } from '@/features/auth/api/logout';
import { saveLanguage } from '@/features/profile/api/save-language';
import { LANGUAGES, useI18n } from '@/lib/i18n/i18n';
import type { MessageKey } from '@/lib/i18n/en';
import { useSession } from '@/lib/session';
import { useDarkMode } from '@/lib/theme';
import { useSidebar } from './sidebar-context';

interface Entry {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  show: 'always' | 'guest' | 'member' | 'admin';
}

// docs/product-2.md §2: the entries and when each shows.
const MAIN: Entry[] = [
  { to: '/', label: 'nav.home', icon: House, show: 'always' },
  { to: '/login', label: 'nav.login', icon: LogIn, show: 'guest' },
  { to: '/sign-up', label: 'nav.register', icon: UserPlus, show: 'guest' },
  { to: '/forgotpassword', label: 'nav.forgotPassword', icon: KeyRound, show: 'always' },
  { to: '/profile-image', label: 'nav.profile', icon: UserRound, show: 'member' },
  { to: '/my-bookings', label: 'nav.myBookings', icon: BedDouble, show: 'member' },
  { to: '/support-ticket', label: 'nav.support', icon: Headset, show: 'member' },
  { to: '/kyc', label: 'nav.kyc', icon: IdCard, show: 'member' },
  // An admin signed in to the customer app finds the back office from here.
  { to: '/admin', label: 'nav.backOffice', icon: LayoutDashboard, show: 'admin' },
];
const CONTENT: Entry[] = [
  { to: '/terms-of-use', label: 'nav.termsOfUse', icon: FileText, show: 'always' },
  { to: '/privacy-policy', label: 'nav.privacyPolicy', icon: ShieldCheck, show: 'always' },
  { to: '/return-refund', label: 'nav.returnRefund', icon: HandCoins, show: 'always' },
  { to: '/contact-us', label: 'nav.contactUs', icon: Mail, show: 'always' },
  { to: '/faqs', label: 'nav.faqs', icon: CircleHelp, show: 'always' },
  { to: '/legal-terms', label: 'nav.legalTerms', icon: Scale, show: 'always' },
];

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-medium text-ink hover:bg-canvas focus-visible:bg-canvas';

export function Sidebar() {
  const { open, setOpen } = useSidebar();
  const session = useSession();
  const user = useUser(session?.token);
  const logout = useLogout();
  const navigate = useNavigate();
  const { t, language, setLanguage } = useI18n();
  const [dark, setDark] = useDarkMode();
  const visible = (e: Entry) =>
    e.show === 'admin'
      ? session?.role === 'admin'
      : e.show === 'always' || (e.show === 'member') === !!session;
  const close = () => setOpen(false);
  const name = user.data?.data.name ?? session?.name ?? '';
  const unread = useSupportUnread();

  const signOut = async () => {
    close();
    await logout.mutateAsync().catch(() => undefined);
    toast.success(t('common.loggedOut'));
    navigate('/login', { replace: true });
  };

  const renderEntry = (entry: Entry) => (
    <li key={entry.to}>
      <Dialog.Close asChild>
        <Link
          to={entry.to}
          className={rowClass}
          aria-label={
            entry.to === '/support-ticket' && unread > 0
              ? t('nav.supportUnread', { n: unread })
              : undefined
          }
        >
          <entry.icon size={20} aria-hidden="true" className="text-brand-700" />
          {t(entry.label)}
          {entry.to === '/support-ticket' && unread > 0 && (
            <span
              aria-hidden="true"
              className="ml-auto min-w-6 rounded-full border border-danger/40 bg-danger-soft px-2 py-0.5 text-center text-xs font-bold text-danger"
            >
              {unread}
            </span>
          )}
        </Link>
      </Dialog.Close>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col overflow-y-auto bg-surface shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          <div className="flex items-start gap-3 bg-brand-800 px-4 pb-5 pt-4 text-white">
            {session ? (
              <Dialog.Close asChild>
                <Link
                  to="/profile-image"
                  aria-label={t('nav.editPicture')}
                  className="rounded-full ring-2 ring-white/70"
                >
                  <Avatar
                    src={user.data?.data.user_img}
                    name={name}
                    className="h-14 w-14 text-lg"
                  />
                </Link>
              </Dialog.Close>
            ) : (
              <Avatar src={null} name="" className="h-14 w-14 text-lg" />
            )}
            <div className="min-w-0 flex-1 pt-1">
              <p className="truncate text-base font-semibold">{session ? name : t('nav.guest')}</p>
              <p className="text-sm text-white/85">
                {session ? t('nav.userId', { id: session.userId }) : t('nav.guestHint')}
              </p>
            </div>
            <DialogCloseX
              label={t('nav.closeMenu')}
              size={22}
              className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/15"
            />
          </div>
          <nav aria-label={t('nav.menu')} className="flex-1 px-2 py-3">
            <ul className="space-y-0.5">{MAIN.filter(visible).map(renderEntry)}</ul>
            <div className="my-3 border-t border-line" />
            <div className="flex min-h-12 items-center gap-3 px-3">
              <Moon size={20} aria-hidden="true" className="shrink-0 text-brand-700" />
              <label htmlFor="dark-mode" className="flex-1 text-base font-medium text-ink">
                {t('nav.darkMode')}
              </label>
              <Switch
                id="dark-mode"
                checked={dark}
                onCheckedChange={setDark}
                label={t('nav.darkMode')}
              />
            </div>
            <div
              className="flex min-h-12 items-center gap-3 px-3"
              role="group"
              aria-labelledby="language-label"
            >
              <Languages size={20} aria-hidden="true" className="shrink-0 text-brand-700" />
              <span id="language-label" className="flex-1 text-base font-medium text-ink">
                {t('nav.language')}
              </span>
              <div className="flex rounded-lg border border-line p-0.5">
                {LANGUAGES.map((l) => (
                  <button
                    key={l.code}
                    type="button"
                    lang={l.code}
                    aria-pressed={language === l.code}
                    onClick={() => {
                      setLanguage(l.code);
                      if (session && l.code !== language) void saveLanguage(l.code);
                    }}
                    className="rounded-md px-2.5 py-1.5 text-sm font-semibold text-ink-muted aria-pressed:bg-brand-600 aria-pressed:text-white"
                  >
                    {l.label}
                  </button>
                ))}
              </div>
            </div>
            <div className="my-3 border-t border-line" />
            <ul className="space-y-0.5">{CONTENT.map(renderEntry)}</ul>
            {session && (
              <>
                <div className="my-3 border-t border-line" />
                <button type="button" onClick={signOut} className={`${rowClass} text-danger`}>
                  <LogOut size={20} aria-hidden="true" />
                  {t('nav.signOut')}
                </button>
              </>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

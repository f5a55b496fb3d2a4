import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useInboxUnread } from '../hooks/use-inbox-unread';
import { useBellT } from '../bell-messages';

/**
 * The header's bell: a link to /inbox with the unread count. `tone` matches the header it sits
 * in (the brand-coloured home header, or a page's light one).
 */
export function InboxBell({ tone = 'light' }: { tone?: 'light' | 'brand' }) {
  const t = useBellT();
  const unread = useInboxUnread();
  return (
    <InboxBellLink
      unread={unread}
      label={unread > 0 ? t('bellUnread', { n: unread }) : t('bell')}
      tone={tone}
    />
  );
}

/** The bell as drawn before its count is known (the same size: no shift when it arrives). */
export function InboxBellLink({
  unread,
  label,
  tone,
}: {
  unread: number;
  label: string;
  tone: 'light' | 'brand';
}) {
  return (
    <Link
      to="/inbox"
      aria-label={label}
      className={`relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${
        tone === 'brand' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-canvas'
      }`}
    >
      <Bell size={22} aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="inbox-unread"
          className="absolute right-0.5 top-1 min-w-4 rounded-full border border-danger/40 bg-danger-soft px-1 text-center text-[10px] leading-4 font-bold text-danger"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

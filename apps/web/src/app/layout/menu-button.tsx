import { Menu } from 'lucide-react';
import { useI18n } from '@/lib/i18n/i18n';
import { useSidebar } from './sidebar-context';

export const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold text-ink-muted';

/** The bottom bar's Menu button, with the support badge's count when there is one. */
export function MenuButton({ unread }: { unread: number }) {
  const { open, setOpen } = useSidebar();
  const { t } = useI18n();
  return (
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
  );
}

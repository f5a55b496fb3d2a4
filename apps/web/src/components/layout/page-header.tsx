import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n';
import { HeaderExtras } from './header-extras';

/**
 * Every screen's header: its title and a Close link back to / (docs/product-1.md §2). A screen without a
 * visible title (sign-up) passes `title` for screen readers only; a screen wider than a form
 * column (hotel search) passes `wide`, so the header lines up with it on a desk.
 */
export function PageHeader({
  title,
  hideTitle = false,
  wide = false,
}: {
  title: string;
  hideTitle?: boolean;
  wide?: boolean;
}) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-surface/95 backdrop-blur">
      <div
        className={`mx-auto flex h-14 items-center gap-2 px-2 ${wide ? 'max-w-6xl' : 'max-w-screen-sm'}`}
      >
        <Link
          to="/"
          aria-label={t('header.back')}
          className="flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1
          className={
            hideTitle
              ? 'sr-only'
              : // Two lines rather than an ellipsis: on a 360px phone the back link, the extras
                // and Close leave a long title (Hindi most of all) a third of the width. Two
                // 24px lines still fit the 56px bar, so the sticky offsets below it hold.
                'line-clamp-2 min-w-0 flex-1 break-words text-lg font-semibold leading-6 text-ink'
          }
        >
          {title}
        </h1>
        {hideTitle && <span className="flex-1" />}
        <HeaderExtras />
        <Link
          to="/"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('header.close')}
        </Link>
      </div>
    </header>
  );
}

/** The column every form screen sits in. */
export function PageBody({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto w-full max-w-screen-sm px-4 pb-10 pt-5">{children}</main>;
}

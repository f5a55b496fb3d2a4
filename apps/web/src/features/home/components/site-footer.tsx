import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useI18n } from '@/lib/i18n/i18n';

// Simple marks drawn for Kosh (24×24, currentColor); brand icons are not in our icon set.
const SOCIAL = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/koshpayments',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  },
  {
    name: 'X',
    href: 'https://x.com/koshpayments',
    path: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.4-6.1L7 20H4l6.6-7.6z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/koshpayments',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@koshpayments',
    path: 'M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 5 12 5 12 5s-6 0-7.7.3a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9C6 19 12 19 12 19s6 0 7.7-.3a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/koshpayments',
    path: 'M4 9h3.6v11H4zm1.8-5.5a2 2 0 1 1 0 4.1 2 2 0 0 1 0-4.1zM9.8 9h3.4v1.5c.5-.9 1.7-1.8 3.5-1.8 3.7 0 4.3 2.4 4.3 5.5V20h-3.6v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20H9.8z',
  },
];

/** Home footer (docs/product-2.md §2): copyright, social links and a way back to the top. */
export function SiteFooter() {
  const { t } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <footer className="mt-8 space-y-4 border-t border-line pt-6 text-center">
      <nav aria-label={t('footer.follow')}>
        <ul className="flex justify-center gap-2">
          {SOCIAL.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={s.name}
                className="flex h-11 w-11 items-center justify-center rounded-full bg-surface text-ink-muted shadow-sm hover:text-brand-700"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d={s.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <Link to="/terms-of-use" className="text-ink-muted underline-offset-4 hover:underline">
          {t('nav.termsOfUse')}
        </Link>
        <Link to="/privacy-policy" className="text-ink-muted underline-offset-4 hover:underline">
          {t('nav.privacyPolicy')}
        </Link>
        <Link to="/contact-us" className="text-ink-muted underline-offset-4 hover:underline">
          {t('nav.contactUs')}
        </Link>
      </p>
      <p className="text-xs text-ink-muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-brand-700"
      >
        <ArrowUp size={16} aria-hidden="true" />
        {t('footer.toTop')}
      </button>
    </footer>
  );
}

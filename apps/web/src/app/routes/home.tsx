import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { LinkButton } from '@/components/ui/link-button';
import { useHomeImages } from '@/features/home/api/get-home-images';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { ImageStrip } from '@/features/home/components/image-strip';
import { ServiceTiles } from '@/features/home/components/service-tiles';
import { SiteFooter } from '@/features/home/components/site-footer';
import { afterLoadIdle } from '@/lib/after-load';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { withQuery } from '@/lib/query-store';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { HeaderInboxBell } from '../layout/app-shell';
import { useSidebar } from '../layout/sidebar-context';

// A signed-in customer's name as user/get has it now (TanStack Query, which a visitor's first page
// goes without); the stored session's name until then.
const SignedInGreeting = lazy(
  withQuery(() => import('./home-greeting').then((m) => ({ default: m.SignedInGreeting }))),
);

// The wallet at a glance: loaded with the query client once the page has loaded and the main
// thread is idle, in a box of the same height as its placeholder (CLS 0); a visitor's `/` never
// downloads it.
const WalletGlance = lazy(
  afterLoadIdle(
    withQuery(() =>
      import('@/features/wallet/components/wallet-glance').then((m) => ({
        default: m.WalletGlance,
      })),
    ),
  ),
);
const glanceSkeleton = (
  <div aria-hidden="true" className="mt-3 h-[180px] rounded-[var(--radius-card)] bg-white/10" />
);

/**
 * The banner's place while the images load: the slide and the row of controls under it (the
 * default three banners have one), so nothing below moves when they arrive (CLS 0).
 */
const bannerSkeleton = (
  <div aria-hidden="true">
    <div className="aspect-[12/5] animate-pulse rounded-[var(--radius-card)] bg-brand-100" />
    <div className="mt-2 h-9" />
  </div>
);

export function HomeRoute() {
  const session = useSession();
  const images = useHomeImages();
  const { t, tm, language } = useI18n();
  const { setOpen } = useSidebar();

  // docs/product-2.md §8: a failed result is toasted (an invalid token has already signed the customer
  // out); a transport failure says the page could not start.
  useEffect(() => {
    if (!images.error) return;
    const error = images.error;
    if (error instanceof ApiError && error.status > 0) {
      if (error.status !== 401) toast.error(t('common.error'), { description: tm(error) });
    } else {
      toast.error(t('common.error'), { description: t('home.loadFailed'), id: 'home-load-failed' });
    }
  }, [images.error, t, tm]);

  return (
    <>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex h-14 max-w-screen-sm items-center gap-2 px-2">
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('nav.openMenu')}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <Menu size={24} aria-hidden="true" />
          </button>
          <Link
            to="/"
            className="flex flex-1 items-center gap-2 text-lg font-bold"
            aria-label={t('app.name')}
          >
            <Logo className="h-8 w-8 shrink-0" />
            {t('app.name')}
          </Link>
          {session ? (
            <>
              <span className="pr-1 text-sm text-white/90">
                {t('nav.userId', { id: session.userId })}
              </span>
              {session.role === 'customer' && !session.passwordChangeRequired && (
                <HeaderInboxBell tone="brand" />
              )}
            </>
          ) : (
            <Link
              to="/login"
              className="mr-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('login.submit')}
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-screen-sm px-4 pb-8">
        <section
          className="-mx-4 bg-brand-800 px-4 pb-20 pt-2 text-white"
          aria-labelledby="greeting"
        >
          <h1 id="greeting" className="text-2xl font-bold">
            {session ? (
              <Suspense fallback={t('home.hello', { name: session.name })}>
                <SignedInGreeting token={session.token} name={session.name} />
              </Suspense>
            ) : (
              t('home.welcome')
            )}
          </h1>
          <p className="mt-1 text-sm text-white/90">
            {session ? t('home.loggedInLine') : t('home.guestLine')}
          </p>
          {session && (
            <Suspense fallback={glanceSkeleton}>
              <WalletGlance />
            </Suspense>
          )}
        </section>
        <div className="-mt-16 space-y-4">
          {images.isPending
            ? bannerSkeleton
            : images.data &&
              images.data.banners.length > 0 && (
                // Another language, other banners: start again from the first.
                <BannerCarousel key={language} items={images.data.banners} />
              )}
          <ServiceTiles />
          {images.data && <ImageStrip items={images.data.strip} />}
          {!session && (
            <div className="grid grid-cols-2 gap-3">
              <LinkButton to="/login">{t('login.submit')}</LinkButton>
              <LinkButton to="/sign-up" variant="secondary">
                {t('nav.register')}
              </LinkButton>
            </div>
          )}
        </div>
        <SiteFooter />
      </main>
    </>
  );
}

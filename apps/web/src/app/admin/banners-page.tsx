import type { BannerKind } from '@kosh/contract/content';
import { Button } from '@/components/ui/button';
import { useBanners } from '@/features/admin/api/get-banners';
import { BannerSection, BannersSkeleton } from '@/features/admin/components/banner-section';
import { AdminPage } from './admin-layout';

// The carousel first: it is the first thing on the home page.
const ORDER: BannerKind[] = ['banner', 'slider'];

/** /admin/banners: the home page's banner carousel and image strip. */
export function BannersPage() {
  const banners = useBanners();
  return (
    <AdminPage
      title="Banners"
      intro="The images on the home page, in the order customers see them. Changes show there straight away."
    >
      {banners.data ? (
        <div className="space-y-10">
          {ORDER.map((kind) => (
            <BannerSection
              key={kind}
              kind={kind}
              banners={banners.data.data
                .filter((b) => b.kind === kind)
                .sort((a, b) => a.position - b.position)}
            />
          ))}
        </div>
      ) : banners.isError ? (
        <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
          <p role="alert" className="font-semibold text-ink">
            The images could not be loaded. {banners.error.message}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void banners.refetch()}
            disabled={banners.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : (
        <BannersSkeleton />
      )}
    </AdminPage>
  );
}

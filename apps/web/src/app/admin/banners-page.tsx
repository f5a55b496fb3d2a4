import type { BannerKind } from '@kosh/contract/content';
import { QueryStates } from '@/components/ui/load-states';
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
      <QueryStates
        query={banners}
        failed={(error) => <>The images could not be loaded. {error.message}</>}
        loading={<BannersSkeleton />}
      >
        {({ data }) => (
          <div className="space-y-10">
            {ORDER.map((kind) => (
              <BannerSection
                key={kind}
                kind={kind}
                banners={data
                  .filter((b) => b.kind === kind)
                  .sort((a, b) => a.position - b.position)}
              />
            ))}
          </div>
        )}
      </QueryStates>
    </AdminPage>
  );
}

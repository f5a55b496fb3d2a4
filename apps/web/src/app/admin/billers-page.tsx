import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { useI18n } from '@/lib/i18n/i18n';
import { useBillerCategories } from '@/features/billers-admin/api/get-biller-categories';
import { BillerSearch } from '@/features/billers-admin/components/biller-search';
import { BillerSection } from '@/features/billers-admin/components/biller-section';
import { CategoryList } from '@/features/billers-admin/components/category-list';
import { SyncPanel } from '@/features/billers-admin/components/sync-panel';
import { useBillersAdminT } from '@/features/billers-admin/messages';
import {
  readBillerListParams,
  writeBillerListParams,
  type BillerListParams,
} from '@/features/billers-admin/utils/entry-values';
import { AdminPage } from './admin-layout';

/**
 * /admin/billers?category=&q=&page=: the BBPS catalogue the aggregator publishes (synced hourly,
 * or now), and Kosh's settings on each category and biller. A category chosen, or a search over
 * every category (one replaces the other), lists billers below, 25 a page; all three are kept in
 * the address so a reload stays put.
 */
export function BillersAdminPage() {
  const t = useBillersAdminT();
  const { tm } = useI18n();
  const [search, setSearch] = useSearchParams();
  const params = readBillerListParams(search);
  const categories = useBillerCategories();

  // The billers' list is below every category: once the chosen one's list is there (it is not
  // yet on the click that chooses it), it is brought into view.
  const scrollPending = useRef(false);
  const show = (next: Partial<BillerListParams>, scroll = false) => {
    scrollPending.current = scroll;
    setSearch(writeBillerListParams({ ...params, page: 1, ...next }));
  };
  useEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    document.getElementById('billers-heading')?.scrollIntoView({ block: 'start' });
  }, [params.category, params.q, params.page]);
  const categoryName =
    categories.data?.data.find((c) => c.id === params.category)?.name ?? params.category;

  return (
    <AdminPage title={t('title')} intro={t('intro')}>
      <QueryStates
        query={categories}
        failed={(error) => (
          <>
            {t('categoriesError')} {tm(error)}
          </>
        )}
        retryLabel={t('retry')}
        loading={<CardSkeletons label={t('loadingCategories')} height="h-40" />}
      >
        {({ data, sync }) => (
          <>
            <SyncPanel sync={sync} />
            <section aria-labelledby="categories-heading" className="space-y-3">
              <div>
                <h2 id="categories-heading" className="text-lg font-bold text-ink">
                  {t('categoriesTitle')}
                </h2>
                <p className="text-sm text-ink-muted">{t('settingsHint')}</p>
              </div>
              <div aria-busy={categories.isFetching}>
                <CategoryList
                  categories={data}
                  selected={params.category}
                  onSelect={(category) => show({ category, q: '' }, true)}
                />
              </div>
            </section>
          </>
        )}
      </QueryStates>
      {/* Keyed by the address's search: Back or a new link puts its words in the box. */}
      <BillerSearch key={params.q} value={params.q} onSearch={(q) => show({ q, category: '' })} />
      {(params.category || params.q) && (
        <BillerSection
          params={params}
          categoryName={categoryName}
          onPage={(page) => show({ page }, true)}
        />
      )}
    </AdminPage>
  );
}

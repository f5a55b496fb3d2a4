import { SearchX } from 'lucide-react';
import { ADMIN_BILLERS_PAGE_SIZE } from '@kosh/contract/billers';
import { CardSkeletons, EmptyState, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import type { PagerWords } from '@/components/ui/pager';
import { useI18n } from '@/lib/i18n/i18n';
import { useAdminBillers } from '../api/get-admin-billers';
import { useBillersAdminT } from '../messages';
import type { BillerListParams } from '../utils/entry-values';
import { BillerList } from './biller-list';

/**
 * The billers of the chosen category, or of a search, 25 a page. `categoryName` names the
 * category in the heading (its id until the categories have loaded).
 */
export function BillerSection({
  params,
  categoryName,
  onPage,
}: {
  params: BillerListParams;
  categoryName: string;
  onPage: (page: number) => void;
}) {
  const t = useBillersAdminT();
  const { tm } = useI18n();
  const billers = useAdminBillers(params);
  const heading =
    params.category && params.q
      ? t('billersOfMatching', { name: categoryName, q: params.q })
      : params.category
        ? t('billersOf', { name: categoryName })
        : t('billersMatching', { q: params.q });
  const words: PagerWords = {
    previous: t('previous'),
    next: t('next'),
    where: (at) => t('where', at),
  };

  return (
    <section aria-labelledby="billers-heading" className="space-y-3">
      <div>
        <h2 id="billers-heading" className="text-lg font-bold text-ink">
          {heading}
        </h2>
        <p className="text-sm text-ink-muted">{t('settingsHint')}</p>
      </div>
      <QueryStates
        query={billers}
        failed={(error) => (
          <>
            {t('billersError')} {tm(error)}
          </>
        )}
        retryLabel={t('retry')}
        loading={<CardSkeletons label={t('loadingBillers')} height="h-72" />}
      >
        {({ data, total, page }) => (
          <PagedList
            busy={billers.isPlaceholderData || billers.isFetching}
            nothingShown={data.length === 0}
            pastEnd={t('pastEnd', { page })}
            firstPageLabel={t('firstPage')}
            empty={
              <EmptyState title={t('noBillers')} icon={SearchX}>
                {t('noBillersBody')}
              </EmptyState>
            }
            pager={{
              label: t('pages'),
              page: params.page,
              pageSize: ADMIN_BILLERS_PAGE_SIZE,
              total,
              onPage,
              busy: billers.isPlaceholderData,
              words,
            }}
          >
            <BillerList billers={data} label={heading} />
          </PagedList>
        )}
      </QueryStates>
    </section>
  );
}

import type { BillCategory } from '@kosh/contract/bills';
import { Link, useSearchParams } from 'react-router';
import { CardSkeletons, EmptyState, LoadFailed } from '@/components/ui/load-states';
import { IconBadge } from '@/components/ui/icon-badge';
import { billIcon } from '@/lib/bill-icons';
import { useI18n } from '@/lib/i18n/i18n';
import { useBillCategories } from '../api/get-bill-categories';
import { useBillers } from '../api/get-billers';
import { useDebounced } from '../hooks/use-debounced';
import { useBillsT } from '../messages';
import { billerSearchOf, matchingCategories } from '../utils/category-search';
import { BillerList } from './biller-list';
import { SearchBox } from './search-box';

/**
 * All bills: every Bharat BillPay category Kosh pays, in the reader's language, and one search
 * that narrows the categories as it is typed and finds billers across all of them. What is typed
 * stays in the address (`?q=`), so Back comes back to the same results.
 */
export function AllBills() {
  const t = useBillsT();
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const billerQ = useDebounced(billerSearchOf(typed), 300);
  const categories = useBillCategories();
  const billers = useBillers({ q: billerQ }, billerQ !== '');

  const setTyped = (value: string) =>
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-5">
      <SearchBox
        label={t('searchLabel')}
        hint={t('searchHint')}
        value={typed}
        onChange={setTyped}
      />
      <section aria-labelledby="bill-categories-heading" className="space-y-3">
        <h2 id="bill-categories-heading" className="text-base font-bold text-ink">
          {t('categoriesTitle')}
        </h2>
        {categories.data ? (
          <CategoryGrid categories={matchingCategories(categories.data, typed)} typed={typed} />
        ) : categories.isError ? (
          <LoadFailed
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
            retryLabel={t('retry')}
          >
            {t('categoriesError')}
          </LoadFailed>
        ) : (
          <CardSkeletons label={t('loadingCategories')} height="h-24" count={3} />
        )}
      </section>
      {billerQ !== '' && (
        <section aria-labelledby="bill-billers-heading" className="space-y-3">
          <h2 id="bill-billers-heading" className="text-base font-bold text-ink">
            {t('billersMatching', { q: billerQ })}
          </h2>
          <BillerList
            billers={billers}
            label={t('billersMatching', { q: billerQ })}
            empty={t('noBillersMatching', { q: billerQ })}
          />
        </section>
      )}
    </div>
  );
}

function CategoryGrid({ categories, typed }: { categories: BillCategory[]; typed: string }) {
  const t = useBillsT();
  const { language } = useI18n();
  if (categories.length === 0) {
    return typed.trim() ? (
      <p className="rounded-xl bg-surface px-4 py-3 text-sm text-ink-muted shadow-[var(--shadow-card)]">
        {t('noCategoryMatch', { q: typed.trim() })}
      </p>
    ) : (
      <EmptyState title={t('noCategories')}>{t('noCategoriesBody')}</EmptyState>
    );
  }
  return (
    <ul aria-label={t('categoriesList')} className="grid grid-cols-3 gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/bills/${encodeURIComponent(category.id)}`}
            className="flex h-full min-h-28 flex-col items-center justify-start gap-2 rounded-xl bg-surface px-1 py-3 text-center shadow-[var(--shadow-card)] hover:bg-brand-50"
          >
            <IconBadge
              icon={billIcon(category.icon, category.id)}
              size={22}
              className="h-11 w-11 rounded-full"
            />
            <span className="text-xs font-semibold text-ink [overflow-wrap:anywhere]">
              {language === 'hi' ? category.nameHi : category.name}
            </span>
            <span className="text-[0.7rem] text-ink-muted">
              {category.billerCount === 1
                ? t('billerCountOne')
                : t('billerCount', { count: category.billerCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

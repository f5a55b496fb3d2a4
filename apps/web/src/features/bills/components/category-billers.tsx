import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { CardSkeletons, EmptyState, LoadFailed } from '@/components/ui/load-states';
import { LinkButton } from '@/components/ui/link-button';
import { useI18n } from '@/lib/i18n/i18n';
import { useBillCategories } from '../api/get-bill-categories';
import { useBillers } from '../api/get-billers';
import { useDebounced } from '../hooks/use-debounced';
import { useBillsT } from '../messages';
import { BillerList } from './biller-list';
import { SearchBox } from './search-box';

/** The category of `/bills/:categoryId` as the catalogue has it: undefined until known. */
export function useBillCategory(categoryId: string) {
  const categories = useBillCategories();
  const { language } = useI18n();
  const category = categories.data?.find((c) => c.id === categoryId) ?? null;
  return {
    categories,
    category: categories.data ? category : undefined,
    name: category ? (language === 'hi' ? category.nameHi : category.name) : null,
  };
}

/**
 * One category's billers, to pick the one to pay: searched by name, id or place, 25 at a time
 * with "Show more". A category the catalogue does not have says so, with the way back.
 */
export function CategoryBillers({ categoryId }: { categoryId: string }) {
  const t = useBillsT();
  const { categories, category, name } = useBillCategory(categoryId);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim().replace(/\s+/g, ' '), 300);
  const billers = useBillers({ category: categoryId, q }, Boolean(category));

  if (category === undefined) {
    if (categories.isError) {
      return (
        <LoadFailed
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
          retryLabel={t('retry')}
        >
          {t('categoriesError')}
        </LoadFailed>
      );
    }
    return <CardSkeletons label={t('loadingBillers')} height="h-16" count={4} />;
  }
  if (category === null || name === null) {
    return (
      <div className="space-y-4">
        <EmptyState title={t('categoryNotFound')} icon={SearchX}>
          {t('categoryNotFoundBody')}
        </EmptyState>
        <LinkButton to="/bills" className="w-full px-5">
          {t('allBills')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <SearchBox
        label={t('searchInCategory', { name })}
        hint={t('searchInCategoryHint')}
        value={typed}
        onChange={setTyped}
      />
      <BillerList
        billers={billers}
        label={t('billersOf', { name })}
        empty={q ? t('noBillersMatching', { q }) : t('noBillersHere')}
      />
    </div>
  );
}

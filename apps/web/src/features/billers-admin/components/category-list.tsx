import { clsx } from 'clsx';
import { ListTree } from 'lucide-react';
import type { AdminBillerCategory } from '@kosh/contract/billers';
import { EmptyState } from '@/components/ui/load-states';
import { useUpdateBillerCategory } from '../api/update-biller-category';
import { useBillersAdminT } from '../messages';
import { EntryBadges } from './entry-badges';
import { EntrySettings } from './entry-settings';

/**
 * Every category as the aggregator names it (English and Hindi), with its published billers'
 * count, its settings, and Show billers, which lists them below (`selected` is the one shown).
 */
export function CategoryList({
  categories,
  selected,
  onSelect,
}: {
  categories: AdminBillerCategory[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const t = useBillersAdminT();
  const update = useUpdateBillerCategory();
  if (categories.length === 0) {
    return (
      <EmptyState title={t('noCategories')} icon={ListTree}>
        {t('noCategoriesBody')}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('categoriesList')} className="space-y-3">
      {categories.map((category) => {
        const isSelected = category.id === selected;
        return (
          <li
            key={category.id}
            className={clsx(
              'space-y-3 rounded-xl border bg-surface p-3 sm:p-4',
              isSelected ? 'border-brand-600' : 'border-line',
              !category.active && 'border-dashed',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">
                  {category.name}{' '}
                  <span lang="hi" className="font-normal text-ink-muted">
                    {category.nameHi}
                  </span>
                </p>
                <p className="text-sm text-ink-muted">
                  {category.id} · {t('billerCount', { count: category.billerCount })}
                </p>
                <div className="mt-1.5">
                  <EntryBadges active={category.active} enabled={category.enabled} />
                </div>
              </div>
              <button
                type="button"
                onClick={() => onSelect(category.id)}
                aria-label={t('showBillersOf', { name: category.name })}
                aria-pressed={isSelected}
                className={clsx(
                  'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold',
                  isSelected ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {t('showBillers')}
              </button>
            </div>
            <EntrySettings
              name={category.name}
              entry={category}
              save={(patch) => update.mutateAsync({ id: category.id, patch })}
            />
          </li>
        );
      })}
    </ul>
  );
}

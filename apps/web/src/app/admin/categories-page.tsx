import { LoadFailed } from '@/components/ui/load-states';
import { useCategories, useSupportAdmins } from '@/features/support-admin/api/tickets';
import { CategoryList, NewCategoryForm } from '@/features/support-admin/components/categories-view';
import { useSupportAdminT } from '@/features/support-admin/messages';
import { useI18n } from '@/lib/i18n/i18n';
import { AdminPage } from './admin-layout';

/** /admin/categories: what customers file tickets under, and which admin receives each. */
export function SupportCategoriesPage() {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const categories = useCategories();
  const admins = useSupportAdmins();
  return (
    <AdminPage title={t('categoriesTitle')} intro={t('categoriesIntro')}>
      <NewCategoryForm admins={admins.data ?? []} />
      {categories.data ? (
        <div aria-busy={categories.isFetching}>
          <CategoryList categories={categories.data} admins={admins.data ?? []} />
        </div>
      ) : categories.isError ? (
        <LoadFailed onRetry={() => void categories.refetch()} retryLabel={t('retry')}>
          {t('categoriesError')} {tm(categories.error)}
        </LoadFailed>
      ) : (
        <div
          role="status"
          aria-label={t('loadingCategories')}
          className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
        />
      )}
    </AdminPage>
  );
}

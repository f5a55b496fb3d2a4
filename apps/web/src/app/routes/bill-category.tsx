import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CategoryBillers, useBillCategory } from '@/features/bills/components/category-billers';
import { useI18n } from '@/lib/i18n/i18n';

/** /bills/:categoryId: the category's billers to choose from, titled with its name. */
export function BillCategoryRoute() {
  const { t } = useI18n();
  const { categoryId = '' } = useParams();
  const { name } = useBillCategory(categoryId);
  return (
    <>
      <PageHeader title={name ?? t('route.bill-category')} />
      <PageBody>
        <CategoryBillers key={categoryId} categoryId={categoryId} />
      </PageBody>
    </>
  );
}

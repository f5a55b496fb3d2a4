import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SERVICE_CATEGORY_LABELS,
  isServiceCategory,
  type ServiceCategory,
  type ServiceCompany,
} from '@kosh/contract/catalogue';
import { QueryStates } from '@/components/ui/load-states';
import { Card } from '@/components/ui/card';
import { useAdminServices } from '@/features/services/api/get-admin-services';
import {
  AdminServiceList,
  AdminServiceListSkeleton,
} from '@/features/services/components/admin-service-list';
import { CategoryFilter } from '@/features/services/components/category-filter';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { EditServiceDialog } from '@/features/services/components/edit-service-dialog';
import { AdminPage } from './admin-layout';

function categoryFrom(params: URLSearchParams): ServiceCategory {
  const value = Number(params.get('category'));
  return isServiceCategory(value) ? value : 1;
}

/**
 * /admin/services: the companies customers pick on the recharge and bill screens, per category
 * (kept in the address, ?category=5, so a reload stays put), with a live preview of the picker.
 */
export function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params);
  const label = SERVICE_CATEGORY_LABELS[category];
  const services = useAdminServices(category);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Read from the cache, so the dialog shows a new logo as soon as it is uploaded.
  const editing = services.data?.data.find((c) => c.id === editingId) ?? null;

  return (
    <AdminPage
      title="Services"
      intro="The companies customers choose from on the recharge and bill screens. A company switched off disappears from the customer list at once; its code is the aggregator’s operator code and never changes."
    >
      <CategoryFilter
        value={category}
        onChange={(next) => setParams({ category: String(next) }, { replace: true })}
      />
      {/* Keyed by category: a new category starts the preview afresh. */}
      <PickerPreview key={category} category={category} label={label} />
      <section aria-labelledby="services-heading" className="space-y-3">
        <h2 id="services-heading" className="text-lg font-bold text-ink">
          {label} companies
        </h2>
        <QueryStates
          query={services}
          failed={(error) => <>The companies could not be loaded. {error.message}</>}
          loading={<AdminServiceListSkeleton />}
        >
          {({ data }) => (
            <div aria-busy={services.isFetching}>
              <AdminServiceList
                companies={data}
                categoryLabel={label}
                onEdit={(company) => setEditingId(company.id)}
              />
            </div>
          )}
        </QueryStates>
      </section>
      <EditServiceDialog company={editing} onClose={() => setEditingId(null)} />
    </AdminPage>
  );
}

/** The customer's picker for this category, as the recharge and bill screens show it. */
function PickerPreview({ category, label }: { category: ServiceCategory; label: string }) {
  const [chosen, setChosen] = useState<ServiceCompany | null>(null);
  return (
    <Card role="region" aria-labelledby="services-preview" className="space-y-3">
      <div>
        <h2 id="services-preview" className="text-lg font-bold text-ink">
          Customer preview
        </h2>
        <p className="text-sm text-ink-muted">
          The {label} list as customers see it: active companies only, in this order.
        </p>
      </div>
      <CompanyPicker type={category} value={chosen?.Code ?? null} onChange={setChosen} />
      {chosen && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">Code</dt>
          <dd className="text-ink">{chosen.Code}</dd>
          <dt className="text-ink-muted">Service number field</dt>
          <dd className="text-ink">{chosen.Service_No}</dd>
          {chosen.Option1 && (
            <>
              <dt className="text-ink-muted">Option 1 field</dt>
              <dd className="text-ink">
                {chosen.Option1}
                {chosen.option1Placeholder ? ` — “${chosen.option1Placeholder}”` : ''}
              </dd>
            </>
          )}
          {chosen.Option2 && (
            <>
              <dt className="text-ink-muted">Option 2 field</dt>
              <dd className="text-ink">
                {chosen.Option2}
                {chosen.option2Placeholder ? ` — “${chosen.option2Placeholder}”` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
    </Card>
  );
}

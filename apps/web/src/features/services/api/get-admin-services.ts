import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminServiceCompany,
  AdminServiceListResponse,
  ServiceCategory,
} from '@kosh/contract/catalogue';
import { apiRequest } from '@/lib/api-client';
import { SERVICE_LIST_KEY } from './get-service-list';

/** GET admin/services?category= : a category's companies, active or not. */
export const getAdminServices = (category: ServiceCategory) =>
  apiRequest<AdminServiceListResponse>(`admin/services?category=${category}`, { auth: true });

export const adminServicesQueryOptions = (category: ServiceCategory) =>
  queryOptions({
    queryKey: ['admin', 'services', category],
    queryFn: () => getAdminServices(category),
  });

export const useAdminServices = (category: ServiceCategory) =>
  useQuery(adminServicesQueryOptions(category));

/** Puts a changed company in its category's list, and tells the customer lists they are stale. */
export function storeAdminService(queryClient: QueryClient, company: AdminServiceCompany) {
  const key = adminServicesQueryOptions(company.category as ServiceCategory).queryKey;
  queryClient.setQueryData(key, (old) =>
    old ? { ...old, data: old.data.map((c) => (c.id === company.id ? company : c)) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: SERVICE_LIST_KEY });
}

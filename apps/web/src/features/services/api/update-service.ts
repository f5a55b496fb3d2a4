import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminServiceCompany,
  AdminServiceResponse,
  ServiceCategory,
  UpdateServiceCompanyRequest,
} from '@kosh/contract/catalogue';
import { apiRequest } from '@/lib/api-client';
import { adminServicesQueryOptions, storeAdminService } from './get-admin-services';

export interface UpdateServiceInput {
  company: AdminServiceCompany;
  patch: UpdateServiceCompanyRequest;
}

/** PATCH admin/services/:id {name?, serviceNoHint?, option1?…, sortOrder?, active?} */
export const updateService = ({ company, patch }: UpdateServiceInput) =>
  apiRequest<AdminServiceResponse>(`admin/services/${encodeURIComponent(company.id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The active switch flips at once; a refusal puts it back. */
export const useUpdateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onMutate: async ({ company, patch }) => {
      const key = adminServicesQueryOptions(company.category as ServiceCategory).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (patch.active !== undefined) {
        const active = patch.active;
        queryClient.setQueryData(key, (old) =>
          old
            ? { ...old, data: old.data.map((c) => (c.id === company.id ? { ...c, active } : c)) }
            : old,
        );
      }
      return { previous, key };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSuccess: ({ data }) => storeAdminService(queryClient, data),
  });
};

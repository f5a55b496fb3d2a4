import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminServiceResponse } from '@kosh/contract/catalogue';
import { apiRequest } from '@/lib/api-client';
import { storeAdminService } from './get-admin-services';

/** PUT admin/services/:id/logo (multipart: logo, a JPEG, PNG or WebP). */
export const uploadServiceLogo = ({ id, file }: { id: string; file: File }) => {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<AdminServiceResponse>(`admin/services/${encodeURIComponent(id)}/logo`, {
    method: 'PUT',
    body,
    auth: true,
  });
};

export const useUploadServiceLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadServiceLogo,
    onSuccess: ({ data }) => storeAdminService(queryClient, data),
  });
};

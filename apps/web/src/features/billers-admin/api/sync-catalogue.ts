import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { catalogueSyncResponseSchema } from '@kosh/contract/billers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { BILLERS_ADMIN_KEY } from './get-biller-categories';

type Response = z.infer<typeof catalogueSyncResponseSchema>;

/**
 * POST admin/billers/sync — brings the aggregator's catalogue in now, whatever its version; 503
 * BILLER_CATALOGUE_UNAVAILABLE when the aggregator cannot be read.
 */
export const syncCatalogue = () =>
  apiRequest<Response>('admin/billers/sync', { method: 'POST', auth: true });

/** Every category and biller list may have changed: all of them are read again. */
export const useSyncCatalogue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLERS_ADMIN_KEY }),
  });
};

import { useMutation } from '@tanstack/react-query';
import type { ApplyPromoRequest, ApplyPromoResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';

/**
 * POST hotel/applyPromo/{code} (Kosh's): the server checks the promotion against the stay and
 * answers the new fare; `promoCode` null takes it off. Nothing is charged here.
 */
export const applyPromo = (code: string, body: ApplyPromoRequest) =>
  apiRequest<ApplyPromoResponse>(`hotel/applyPromo/${encodeURIComponent(code)}`, {
    body,
    auth: true,
  }).then((r) => r.data);

export const useApplyPromo = (code: string) =>
  useMutation({ mutationFn: (body: ApplyPromoRequest) => applyPromo(code, body) });

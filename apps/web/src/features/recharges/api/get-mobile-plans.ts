import { queryOptions } from '@tanstack/react-query';
import type { MobilePlanRequest, MobilePlanResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST plan/Mobplan: the plans of the number's operator and circle, FULLTT first (docs/product-1.md §7). */
export const getMobilePlans = (body: MobilePlanRequest, signal?: AbortSignal) =>
  apiRequest<MobilePlanResponse>('plan/Mobplan', { auth: true, body, signal });

/** View Plan asks through the query cache: opening the modal again for one choice is instant. */
export const mobilePlansQueryOptions = (body: MobilePlanRequest) =>
  queryOptions({
    queryKey: ['mobile-plans', body.mobileNumber, body.opcode ?? '', body.circle ?? ''],
    queryFn: ({ signal }) => getMobilePlans(body, signal),
    staleTime: 5 * 60_000,
  });

import type { ClearPinLockResponse } from '@kosh/contract/payment-auth';
import { apiRequest } from '@/lib/api-client';

/** POST admin/customers/:userId/payment-auth/clear-lock {reason}. */
export const clearPinLock = (userId: string, reason: string) =>
  apiRequest<ClearPinLockResponse>(
    `admin/customers/${encodeURIComponent(userId)}/payment-auth/clear-lock`,
    { auth: true, body: { reason } },
  );

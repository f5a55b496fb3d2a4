import type { BillAccountRequest, ValidateBillAccountResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';

/** POST v1/bills/validate {billerId, params}: the name the account is held in. */
export const validateBillAccount = (body: BillAccountRequest) =>
  apiRequest<ValidateBillAccountResponse>('v1/bills/validate', { auth: true, body }).then(
    (response) => response.data,
  );

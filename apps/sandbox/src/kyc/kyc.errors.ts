export type KycErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'REFERENCE_NOT_FOUND'
  | 'SERVICE_UNAVAILABLE'
  | 'SERVER_ERROR';

/** The KYC provider's one error body: `{"error": {"code", "description", "field"?}}`. */
export interface KycError {
  error: { code: KycErrorCode; description: string; field?: string };
}

export function kycError(code: KycErrorCode, description: string, field?: string): KycError {
  return { error: { code, description, ...(field ? { field } : {}) } };
}

export const badRequest = (description: string, field?: string) =>
  kycError('BAD_REQUEST', description, field);

export type AggregatorErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'UNKNOWN_OPERATOR'
  | 'UNKNOWN_BILLER'
  | 'BILLER_REJECTED'
  | 'BILL_NOT_FOUND'
  | 'AMOUNT_MISMATCH'
  | 'CONFLICT'
  | 'SERVER_ERROR';

/** The aggregator's one error body: `{"error": {"code", "message", "field"?}}`. */
export interface AggregatorError {
  error: { code: AggregatorErrorCode; message: string; field?: string };
}

export function aggregatorError(
  code: AggregatorErrorCode,
  message: string,
  field?: string,
): AggregatorError {
  return { error: { code, message, ...(field ? { field } : {}) } };
}

export const badRequest = (message: string, field?: string) =>
  aggregatorError('BAD_REQUEST', message, field);

export const unknownOperator = (operator: string) =>
  aggregatorError('UNKNOWN_OPERATOR', `Unknown operator "${operator}".`, 'operator');

export const unknownBiller = (billerId: string, field?: string) =>
  aggregatorError('UNKNOWN_BILLER', `Unknown biller "${billerId}".`, field);

import { ApiError } from '@/lib/api-client';

/** The wallet's refusals that completing KYC lifts (docs/architecture.md §3): the minimum-KYC caps. */
const KYC_LIFTS = new Set(['WALLET_LIMIT_MIN_KYC_BALANCE', 'WALLET_LIMIT_MONTHLY']);

/** Whether a refusal ends with "complete your KYC": then the screen links to /kyc. */
export const liftedByKyc = (error: unknown): boolean =>
  error instanceof ApiError && KYC_LIFTS.has(error.code ?? '');

export const KYC_PATH = '/kyc';

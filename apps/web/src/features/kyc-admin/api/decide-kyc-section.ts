import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKycDecisionResponse, KycSection } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KYC_KEY } from './get-kyc-queue';

export interface KycDecisionTarget {
  userId: string;
  section: KycSection;
}

export interface KycApproval extends KycDecisionTarget {
  /** Why a document approved for another customer too is approved anyway (an override). */
  overrideReason?: string;
}

const decisionPath = ({ userId, section }: KycDecisionTarget, verb: 'approve' | 'reject') =>
  `admin/kyc/${encodeURIComponent(userId)}/${section}/${verb}`;

/**
 * POST admin/kyc/:userId/:section/approve {overrideReason?} — final; the section that completes
 * personal, PAN and Aadhaar makes the wallet full-KYC. A section not waiting for review answers
 * 409, and so does a document approved for another customer too, unless overridden with a reason.
 */
export const approveKycSection = ({ overrideReason, ...target }: KycApproval) =>
  apiRequest<AdminKycDecisionResponse>(decisionPath(target, 'approve'), {
    method: 'POST',
    auth: true,
    ...(overrideReason ? { body: { overrideReason } } : {}),
  });

/** POST admin/kyc/:userId/:section/reject {reason} — the reason is what the customer reads. */
export const rejectKycSection = (target: KycDecisionTarget, reason: string) =>
  apiRequest<AdminKycDecisionResponse>(decisionPath(target, 'reject'), {
    body: { reason },
    auth: true,
  });

/**
 * The record and the queue are refreshed after a refusal too: a 409 means another admin decided
 * meanwhile, and the page should show what they decided.
 */
const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_KYC_KEY });
};

export const useApproveKycSection = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: approveKycSection, onSettled: refresh });
};

export const useRejectKycSection = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ reason, ...target }: KycDecisionTarget & { reason: string }) =>
      rejectKycSection(target, reason),
    onSettled: refresh,
  });
};

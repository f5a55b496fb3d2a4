import { Fragment, type ReactNode } from 'react';
import { ModalFor } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import type { AdminWalletRequest } from '../api/get-admin-wallet-requests';

/** Approve and Reject both open on one request and close back to the list. */
export interface RequestDialogProps {
  request: AdminWalletRequest | null;
  onClose: () => void;
}

/**
 * The frame both decisions on a request share, open while `request` is set: a fresh body per
 * request, so its error (and Approve's Idempotency-Key) belong to this decision.
 */
export function RequestDialog({
  request,
  onClose,
  title,
  description,
  children,
}: RequestDialogProps & {
  title: string;
  description: (request: AdminWalletRequest) => ReactNode;
  children: (request: AdminWalletRequest) => ReactNode;
}) {
  return (
    <ModalFor
      item={request}
      onClose={onClose}
      title={title}
      description={request && description(request)}
    >
      {(shown) => <Fragment key={shown.id}>{children(shown)}</Fragment>}
    </ModalFor>
  );
}

/**
 * What a refused decision says (the server's message, else `fallback`); null after a 401, when
 * the session is already signing out and there is nothing to say.
 */
export function decisionFailure(failure: unknown, fallback: string): string | null {
  if (failure instanceof ApiError && failure.status === 401) return null;
  return failure instanceof ApiError ? failure.message : fallback;
}

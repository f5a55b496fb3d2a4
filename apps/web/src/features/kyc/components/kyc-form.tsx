import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useKycT } from '../messages';

/**
 * The frame of every KYC form: its fields, the loading overlay while it is sent (docs/product-1.md §4),
 * and its submit button, blocked meanwhile so nothing is sent twice.
 */
export function KycForm({
  onSubmit,
  busy,
  verifying = false,
  submitLabel,
  blocked = false,
  after,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The form is checked online while it is sent: the overlay says so instead of "Submitting". */
  verifying?: boolean;
  submitLabel: string;
  /** Blocks the submit button for a reason of the form's own (an expired OTP). */
  blocked?: boolean;
  /** Under the button (the OTP step's other ways on). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useKycT();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={busy} label={t(verifying ? 'verifying' : 'submitting')} />
      {children}
      <Button type="submit" block disabled={busy || blocked}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}

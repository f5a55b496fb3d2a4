import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * What failed to load, said as an alert, and the way to ask again (off while it is asking); the
 * caller frames it, a card on the page or plain inside a dialog.
 */
export function RetryAlert({
  children,
  onRetry,
  retrying,
  retryLabel,
}: {
  children: ReactNode;
  onRetry: () => void;
  /** Disables the button while the query is fetching again; some screens leave it enabled. */
  retrying?: boolean;
  retryLabel: string;
}) {
  return (
    <>
      <p role="alert" className="font-semibold text-ink">
        {children}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </>
  );
}

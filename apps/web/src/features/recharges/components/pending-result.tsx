import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/loading-overlay';
import type { PaymentResult } from '../hooks/use-payment';
import { useRechargeT } from '../messages';

// A pending payment's card (its timeline, date-fns for the times) loads when a payment is pending.
const PendingResultCard = lazy(() =>
  import('./pending-result-card').then((m) => ({ default: m.PendingResultCard })),
);

/** A 202 answer's card (./pending-result-card.tsx), loaded when a payment first waits. */
export function PendingResult(props: {
  result: PaymentResult;
  onAnother: () => void;
  onSettled?: () => void;
}) {
  const t = useRechargeT();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('paying')} className="grid min-h-48 place-items-center">
          <Spinner className="h-8 w-8" />
        </div>
      }
    >
      <PendingResultCard {...props} />
    </Suspense>
  );
}

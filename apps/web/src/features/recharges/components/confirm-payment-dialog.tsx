import { lazy, Suspense, useState } from 'react';
import type { PaymentConfirmation } from '../hooks/use-payment';

// The dialog library and the modal come when a payment is first to be confirmed, not before the
// form's first paint.
const ConfirmPaymentModal = lazy(() =>
  import('./confirm-payment-modal').then((m) => ({ default: m.ConfirmPaymentModal })),
);

/** The confirmation before every debit (./confirm-payment-modal.tsx), loaded when first needed. */
export function ConfirmPaymentDialog({ payment }: { payment: PaymentConfirmation }) {
  const [wanted, setWanted] = useState(false);
  // Once asked for it stays mounted, so it closes as a dialog does.
  if (payment.toConfirm !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPaymentModal payment={payment} />
    </Suspense>
  );
}

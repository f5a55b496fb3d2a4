import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import type { PaymentConfirmation } from '../hooks/use-payment';
import { useRechargeT } from '../messages';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { FormIntro } from './form-intro';

/**
 * The card a pay form stands in: the overlay while it pays (or, given `overlay`, while it does
 * whatever else it waits for), the confirmation before the debit, and the form's intro.
 */
export function PayFormCard({
  payment,
  overlay,
  icon,
  heading,
  text,
  children,
}: {
  payment: PaymentConfirmation & { busy: boolean };
  overlay?: { show: boolean; label: string };
  icon: LucideIcon;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const t = useRechargeT();
  return (
    <Card>
      <LoadingOverlay show={overlay?.show ?? payment.busy} label={overlay?.label ?? t('paying')} />
      <ConfirmPaymentDialog payment={payment} />
      <FormIntro icon={icon} heading={heading} text={text} />
      {children}
    </Card>
  );
}

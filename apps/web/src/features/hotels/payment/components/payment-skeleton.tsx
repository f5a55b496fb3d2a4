import { usePaymentT } from '../../payment-messages';

const BLOCK = 'animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]';

/** The page's shape while the itinerary loads: nothing moves when it comes. */
export function PaymentSkeleton() {
  const t = usePaymentT();
  return (
    <div role="status" className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="space-y-5">
        <div className={`${BLOCK} h-[28rem] sm:h-72`} />
        <div className={`${BLOCK} h-12`} />
        <div className={`${BLOCK} h-40`} />
        <div className={`${BLOCK} h-72`} />
      </div>
      <div aria-hidden="true" className={`${BLOCK} h-64`} />
    </div>
  );
}

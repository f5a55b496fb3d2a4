import { ServicePaymentForm } from '@/features/static-services/components/service-payment-form';
import { StaticServiceScreen } from '@/features/static-services/components/static-service-screen';
import {
  PAYMENT_SERVICES,
  type PaymentServiceId,
} from '@/features/static-services/payment-services';
import { useStaticServicesT } from '@/features/static-services/static-services-messages';
import { useI18n } from '@/lib/i18n/i18n';

// The static service screens (docs/product-1.md §1, §2; docs/product-2.md §2 'Other forms'): real forms that
// validate, then say honestly that the service is not live and nothing was charged or sent.

function PaymentServiceRoute({ id }: { id: PaymentServiceId }) {
  const { t } = useI18n();
  const st = useStaticServicesT();
  const title = t(`route.${id}`);
  return (
    <StaticServiceScreen
      title={title}
      heading={st(`heading.${id}`)}
      intro={st('notLiveIntro')}
      icon={PAYMENT_SERVICES[id].icon}
    >
      <ServicePaymentForm serviceId={id} serviceName={title} />
    </StaticServiceScreen>
  );
}

export const EventTicketsRoute = () => <PaymentServiceRoute id="event-tickets" />;
export const FlightTicketsRoute = () => <PaymentServiceRoute id="flight-tickets" />;
export const MetroRoute = () => <PaymentServiceRoute id="metro" />;
export const MovieTicketsRoute = () => <PaymentServiceRoute id="movie-tickets" />;
export const ScanPayRoute = () => <PaymentServiceRoute id="scan-pay" />;
export const BusTicketsRoute = () => <PaymentServiceRoute id="bus-tickets" />;
export const CreditCardPayRoute = () => <PaymentServiceRoute id="credit-card-pay" />;

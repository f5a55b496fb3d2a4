import { ComingSoonRoute } from './coming-soon';

// The static service screens; replaced by their real forms in this work.
export const EventTicketsRoute = () => <ComingSoonRoute title="route.event-tickets" />;
export const FlightTicketsRoute = () => <ComingSoonRoute title="route.flight-tickets" />;
export const MetroRoute = () => <ComingSoonRoute title="route.metro" />;
export const MovieTicketsRoute = () => <ComingSoonRoute title="route.movie-tickets" />;
export const ScanPayRoute = () => <ComingSoonRoute title="route.scan-pay" />;
export const BusTicketsRoute = () => <ComingSoonRoute title="route.bus-tickets" />;
export const CreditCardPayRoute = () => <ComingSoonRoute title="route.credit-card-pay" />;
export const ComplainBoxRoute = () => <ComingSoonRoute title="route.complainbalancehistory" />;
export const ComplainStatusRoute = () => (
  <ComingSoonRoute title="route.complainstatusbalancehistory" />
);
export const ToMobileRoute = () => <ComingSoonRoute title="route.to-mobile" />;
export const ToSelfRoute = () => <ComingSoonRoute title="route.to-self" />;

import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function ReturnRefundRoute() {
  return <ComingSoonRoute title="route.return-refund" />;
}

import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function LegalTermsRoute() {
  return <ComingSoonRoute title="route.legal-terms" />;
}

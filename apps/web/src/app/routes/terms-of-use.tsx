import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function TermsOfUseRoute() {
  return <ComingSoonRoute title="route.terms-of-use" />;
}

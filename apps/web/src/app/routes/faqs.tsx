import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function FaqsRoute() {
  return <ComingSoonRoute title="route.faqs" />;
}

import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function ContactUsRoute() {
  return <ComingSoonRoute title="route.contact-us" />;
}

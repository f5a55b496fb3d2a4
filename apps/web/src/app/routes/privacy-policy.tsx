import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function PrivacyPolicyRoute() {
  return <ComingSoonRoute title="route.privacy-policy" />;
}

import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in this work.
export function ProfileRoute() {
  return <ComingSoonRoute title="route.profile-image" />;
}

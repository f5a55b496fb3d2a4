import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in the wallet issue's work.
export function AllWalletRequestRoute() {
  return <ComingSoonRoute title="route.all-wallet-request" />;
}

import { ComingSoonRoute } from './coming-soon';

// Replaced by the real screen in the wallet issue's work.
export function PayWalletRoute() {
  return <ComingSoonRoute title="route.pay-wallet" />;
}

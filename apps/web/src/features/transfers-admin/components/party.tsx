import type { AdminParty } from '@kosh/contract/transfers-admin';
import { TelLink } from '@/components/ui/record-card';

/** A customer as an agent reads them out: name, then the mobile that calls them. */
export function Party({ party }: { party: AdminParty }) {
  return (
    <span className="block min-w-0">
      <span className="block font-semibold text-ink">{party.name}</span>
      <TelLink mobile={party.mobile} />
    </span>
  );
}

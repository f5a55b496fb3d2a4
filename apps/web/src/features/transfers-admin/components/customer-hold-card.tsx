import { Card } from '@/components/ui/card';
import { useOutgoingHolds } from '../api/transfers-admin-api';
import { formatDateTime } from '../utils/format';
import { HoldControl } from './hold-control';

/**
 * A customer's page's word on their outgoing money: held (why, by whom, since when) with Lift, or
 * free with Hold sending — so an agent who found the customer need not look them up elsewhere.
 */
export function CustomerHoldCard({ userId, name }: { userId: string; name: string }) {
  const holds = useOutgoingHolds();
  if (!holds.data) return null;
  const hold = holds.data.inForce.find((h) => h.customer.userId === userId);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-ink">Sending money</h2>
      {hold ? (
        <p className="text-sm text-ink">
          On hold: “{hold.reason}” — placed by {hold.placedBy.name},{' '}
          <time dateTime={hold.placedAt}>{formatDateTime(hold.placedAt)}</time>. Every transfer and
          payout they start is refused.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Not on hold: they may send within their limits.</p>
      )}
      <HoldControl customer={{ userId, name }} onHold={Boolean(hold)} />
    </Card>
  );
}

import type { AdminHold } from '@kosh/contract/transfers-admin';
import { formatDateTime } from '../utils/format';
import { HoldControl } from './hold-control';
import { Party } from './party';

/** The holds in force (each with its Lift button) and the ones lifted lately, as history. */
export function HoldsList({ inForce, recent }: { inForce: AdminHold[]; recent: AdminHold[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="holds-in-force"
        className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
      >
        <h2 id="holds-in-force" className="text-lg font-semibold text-ink">
          Holds in force ({inForce.length})
        </h2>
        {inForce.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No customer’s sending is on hold.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {inForce.map((h) => (
              <li key={h.id} className="space-y-2 border-b border-line pb-4 last:border-0">
                <Party party={h.customer} />
                <p className="text-sm text-ink">“{h.reason}”</p>
                <p className="text-xs text-ink-muted">
                  Placed by {h.placedBy.name},{' '}
                  <time dateTime={h.placedAt}>{formatDateTime(h.placedAt)}</time>
                </p>
                <HoldControl customer={h.customer} onHold />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="holds-lifted"
        className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
      >
        <h2 id="holds-lifted" className="text-lg font-semibold text-ink">
          Lifted lately
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No hold has been lifted yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {recent.map((h) => (
              <li key={h.id} className="text-sm">
                <span className="font-semibold text-ink">{h.customer.name}</span>{' '}
                <span className="text-ink-muted">({h.customer.mobile})</span>
                <span className="block text-ink">“{h.reason}”</span>
                <span className="block text-xs text-ink-muted">
                  Placed by {h.placedBy.name}; lifted by {h.liftedBy?.name ?? '—'}
                  {h.liftedAt && (
                    <>
                      , <time dateTime={h.liftedAt}>{formatDateTime(h.liftedAt)}</time>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useRoomT } from '../../room-messages';
import { PolicyText } from './policy-text';
import { SectionCard } from '../../components/section-card';

export interface Policy {
  type: string;
  text: string;
}

/** The rate's policies, each its type and its text (docs/product-2.md §3 Rate.policies). */
export function PolicyList({ policies }: { policies: readonly Policy[] }) {
  const t = useRoomT();
  if (policies.length === 0) return <p className="text-sm text-ink-muted">{t('noPolicies')}</p>;
  return (
    <dl className="space-y-3">
      {policies.map((policy, i) => (
        <div key={`${policy.type}-${i}`} className="rounded-xl bg-canvas p-3">
          <dt className="text-sm font-bold text-ink">{policy.type}</dt>
          <dd className="mt-1 text-sm leading-relaxed text-ink">
            <PolicyText html={policy.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The Essential Information panel (docs/product-2.md §2 Room and guest page): the rate's policies, and the
 * Continue Payment button under them (`action`).
 */
export function EssentialInfo({
  policies,
  action,
}: {
  policies: readonly Policy[];
  action: ReactNode;
}) {
  const t = useRoomT();
  return (
    <SectionCard headingId="essential-heading" title={t('essentialTitle')} className="space-y-4">
      <PolicyList policies={policies} />
      {action}
    </SectionCard>
  );
}

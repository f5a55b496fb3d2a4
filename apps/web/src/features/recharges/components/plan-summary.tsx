import type { MobilePlan } from '@kosh/contract/recharge';
import { formatRupees } from '@/lib/money';
import { useRechargeT } from '../messages';

/** The chosen plan, above Recharge Now: its price, validity and description (docs/product-1.md §4). */
export function PlanSummary({ plan, heading }: { plan: MobilePlan; heading: string }) {
  const t = useRechargeT();
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id="plan-summary-title" className="text-sm font-semibold text-brand-700">
        {t('planSummary')}
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">{heading}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t('price')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink" data-testid="plan-price">
            {formatRupees(plan.rs)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('validity')}</dt>
          <dd className="text-base font-semibold text-ink">{plan.validity}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-muted">{t('description')}</dt>
          <dd className="text-ink">{plan.desc}</dd>
        </div>
      </dl>
    </section>
  );
}

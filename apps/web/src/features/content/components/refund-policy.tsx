import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { useSession } from '@/lib/session';
import type { PolicyWithHighlights } from '../data/types';
import { useContentT } from '../messages';
import { LegalDocumentView } from './legal-document';

/** The two ways to ask share the row, side by side from a small screen up. */
const CTA = 'flex-1 px-5 text-base';

/** Return & Refund (docs/product-2.md §9): the key numbers first, then the policy, then how to ask. */
export function RefundPolicy({ policy }: { policy: PolicyWithHighlights }) {
  const t = useContentT();
  const session = useSession();
  return (
    <LegalDocumentView
      doc={policy}
      footer={
        <Card className="space-y-4">
          <div>
            <h2 className="text-lg font-bold text-ink">{t('refund.cta.heading')}</h2>
            <p className="mt-1 text-base text-ink-muted">{t('refund.cta.text')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            {session && (
              <LinkButton to="/support-ticket" className={CTA}>
                {t('refund.cta.ticket')}
              </LinkButton>
            )}
            <LinkButton
              to="/contact-us"
              variant={session ? 'secondary' : 'primary'}
              className={CTA}
            >
              {t('refund.cta.contact')}
            </LinkButton>
          </div>
        </Card>
      }
    >
      <section aria-labelledby="glance-heading">
        <h2 id="glance-heading" className="mb-2 px-1 text-sm font-semibold text-ink-muted">
          {t('refund.glance')}
        </h2>
        <dl className="rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
          {policy.highlights.map((item) => (
            <div
              key={item.label}
              className="flex items-center justify-between gap-4 border-b border-line px-5 py-3.5 last:border-b-0"
            >
              <dt className="text-sm leading-5 text-ink-muted">{item.label}</dt>
              <dd className="whitespace-nowrap text-right text-base font-bold text-brand-700">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </LegalDocumentView>
  );
}

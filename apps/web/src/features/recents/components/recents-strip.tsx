import { formatInr } from '@kosh/contract/common/money';
import type { Recent } from '@kosh/contract/recents';
import type { ServiceKind } from '@kosh/contract/service-kinds';
import { MoreVertical, Pin } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ModalFor } from '@/components/ui/modal';
import { repeatLink, type Repeat } from '@/lib/repeat-link';
import { useRecents } from '../api/get-recents';
import { useRecentsT } from '../messages';
import { RecentOptions } from './recent-options';

/** How many saved items the strip shows: the pinned ones first. */
const SHOWN = 5;

/** A saved item's payment again, as the repeat link carries it. */
export const repeatOf = (recent: Recent): Repeat => ({
  kind: recent.kind,
  number: recent.number,
  operatorCode: recent.operatorCode,
  circle: recent.circle,
  amountPaise: recent.lastAmountPaise,
  planId: recent.lastPlanId,
  option1: recent.option1,
  option2: recent.option2,
  customerMobile: recent.customerMobile,
});

export const recentLabel = (recent: Recent) => recent.name ?? recent.number;

/**
 * The customer's saved numbers or billers of one kind, below its form (docs/recents.md): one tap
 * fills the form through its repeat link; each has its options (repeat, rename, pin, delete).
 * Hidden when there are none, or when they cannot be loaded (the form works without them).
 */
export function RecentsStrip({ kind }: { kind: ServiceKind }) {
  const t = useRecentsT();
  const navigate = useNavigate();
  const recents = useRecents(kind);
  const [open, setOpen] = useState<Recent | null>(null);

  if (recents.isPending) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className="h-[4.5rem] animate-pulse rounded-2xl border border-line bg-surface"
      />
    );
  }
  if (!recents.data?.length) return null;

  return (
    <section aria-labelledby={`recents-${kind}`}>
      <h2 id={`recents-${kind}`} className="mb-2 text-sm font-semibold text-ink-muted">
        {t('heading')}
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {recents.data.slice(0, SHOWN).map((recent) => (
          <li key={recent.id} className="flex items-center">
            <button
              type="button"
              aria-label={t(recent.pinned ? 'fillPinned' : 'fill', { label: recentLabel(recent) })}
              onClick={() => navigate(repeatLink(repeatOf(recent)), { replace: true })}
              className="flex min-h-[4.5rem] min-w-0 flex-1 flex-col justify-center px-4 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="flex items-center gap-1 truncate font-semibold text-ink">
                {recent.pinned && (
                  <Pin size={14} aria-hidden="true" className="shrink-0 text-brand-700" />
                )}
                <span className="truncate">{recentLabel(recent)}</span>
              </span>
              <span className="truncate text-sm text-ink-muted">
                {recent.name ? `${recent.number} · ` : ''}
                {recent.operatorName} ·{' '}
                {t('lastPaid', { amount: formatInr(BigInt(recent.lastAmountPaise)) })}
              </span>
            </button>
            <button
              type="button"
              aria-label={t('options', { label: recentLabel(recent) })}
              onClick={() => setOpen(recent)}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
            >
              <MoreVertical size={20} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ModalFor
        item={open}
        onClose={() => setOpen(null)}
        title={open ? recentLabel(open) : ''}
        sheetOnPhone
      >
        {(recent) => (
          <RecentOptions
            key={recent.id}
            recent={recent}
            onRepeat={() => {
              setOpen(null);
              navigate(repeatLink(repeatOf(recent)));
            }}
            onDone={() => setOpen(null)}
          />
        )}
      </ModalFor>
    </section>
  );
}

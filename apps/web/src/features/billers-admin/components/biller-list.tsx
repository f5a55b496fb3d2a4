import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { AdminBiller, BillerParam } from '@kosh/contract/billers';
import { useUpdateBiller } from '../api/update-biller';
import { dataTypeKey, exactnessKey, fetchKey, useBillersAdminT } from '../messages';
import { amountBounds } from '../utils/entry-values';
import { EntryBadges } from './entry-badges';
import { EntrySettings } from './entry-settings';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5 text-sm">
      <dt className="shrink-0 text-ink-muted">{label}:</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** One parameter in words: “K Number: digits, 10 characters, required”. */
function ParamLine({ param }: { param: BillerParam }) {
  const t = useBillersAdminT();
  const length =
    param.minLength === param.maxLength
      ? t('lengthExact', { n: param.maxLength })
      : t('lengthRange', { min: param.minLength, max: param.maxLength });
  return (
    <li>
      {t('paramLine', {
        label: param.label,
        type: t(dataTypeKey(param.dataType)),
        length,
        need: t(param.optional ? 'optional' : 'required'),
      })}
    </li>
  );
}

function BillerItem({ biller }: { biller: AdminBiller }) {
  const t = useBillersAdminT();
  const update = useUpdateBiller();
  const amount = amountBounds(biller.minAmountPaise, biller.maxAmountPaise);
  return (
    <li
      className={clsx(
        'space-y-3 rounded-xl border bg-surface p-3 sm:p-4',
        biller.active ? 'border-line' : 'border-dashed border-line',
      )}
    >
      <div className="min-w-0">
        <p className="break-words font-semibold text-ink">{biller.name}</p>
        <dl className="mt-1 space-y-0.5">
          <Detail label={t('billerId')}>{biller.id}</Detail>
          <Detail label={t('coverage')}>{biller.coverage}</Detail>
          <Detail label={t('payment')}>
            {t(fetchKey(biller.fetchRequirement))} · {t(exactnessKey(biller.exactness))}
          </Detail>
          <Detail label={t('amount')}>{t('amountRange', amount)}</Detail>
          <Detail label={t('params')}>
            <ul className="space-y-0.5">
              {biller.params.map((param) => (
                <ParamLine key={param.name} param={param} />
              ))}
            </ul>
          </Detail>
        </dl>
        <div className="mt-1.5">
          <EntryBadges active={biller.active} enabled={biller.enabled} />
        </div>
      </div>
      <EntrySettings
        name={biller.name}
        entry={biller}
        save={(patch) => update.mutateAsync({ id: biller.id, patch })}
      />
    </li>
  );
}

/** A page of billers as cards: what the aggregator publishes, then Kosh's settings on it. */
export function BillerList({ billers, label }: { billers: AdminBiller[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {billers.map((biller) => (
        <BillerItem key={biller.id} biller={biller} />
      ))}
    </ul>
  );
}

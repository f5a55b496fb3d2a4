import type { Recent } from '@kosh/contract/recents';
import { BILL_KINDS } from '@kosh/contract/service-kinds';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Switch } from '@/components/ui/switch';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatLink } from '@/lib/repeat-link';
import { toast } from '@/lib/toast';
import { recentsQueryOptions } from '../api/get-recents';
import { useUpdateRecent } from '../api/update-recent';
import { useRecentsT } from '../messages';
import { recentLabel } from './recents-strip';

/** What a row says under the biller: its bill falling due, when there is one. */
type NoteOf = (recent: Recent) => ReactNode;

function BillerSwitch({ recent, noteOf }: { recent: Recent; noteOf?: NoteOf }) {
  const t = useRecentsT();
  const { t: shell, tm } = useI18n();
  const update = useUpdateRecent(recent);
  const label = recentLabel(recent);
  const on = update.isPending ? !update.variables.remindersOff : !recent.remindersOff;
  return (
    <li className="flex min-h-14 items-center gap-3 px-5 py-2 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{label}</p>
        <p className="truncate text-sm text-ink-muted">
          {recent.operatorName}
          {recent.name ? ` · ${recent.number}` : ''}
        </p>
        {noteOf?.(recent)}
      </div>
      {/* Its bill fetched afresh on the pay screen, the account filled in. */}
      <LinkButton
        to={repeatLink({
          kind: recent.kind,
          number: recent.number,
          operatorCode: recent.operatorCode,
          option1: recent.option1,
          option2: recent.option2,
          customerMobile: recent.customerMobile,
        })}
        variant="secondary"
        className="min-h-11 shrink-0 px-3 text-sm"
        aria-label={t('payBillOf', { label })}
      >
        {t('pay')}
      </LinkButton>
      <Switch
        id={`remind-${recent.id}`}
        checked={on}
        label={t('remindMe', { label })}
        onCheckedChange={(checked) =>
          update.mutate(
            { remindersOff: !checked },
            {
              onSuccess: () =>
                toast.success(t(checked ? 'remindOn' : 'remindOff', { label }), {
                  id: 'biller-reminder',
                }),
              onError: (error) =>
                toast.error(shell('common.error'), {
                  description: tm(error),
                  id: 'biller-reminder',
                }),
            },
          )
        }
      />
    </li>
  );
}

/**
 * The customer's saved billers (every bill kind) with a reminder switch each: off here, that
 * biller's bills are never texted about, whatever the reminder settings say. Each can be paid
 * from here, and says what `noteOf` tells of it (the bill falling due).
 */
export function BillerReminderSwitches({ noteOf }: { noteOf?: NoteOf }) {
  const t = useRecentsT();
  const lists = useQueries({ queries: BILL_KINDS.map((kind) => recentsQueryOptions(kind)) });
  const pending = lists.some((list) => list.isPending);
  const billers = lists.flatMap((list) => list.data ?? []);
  return (
    <Card>
      <h2 className="font-semibold text-ink">{t('billersHeading')}</h2>
      {pending ? (
        <p role="status" className="mt-3 h-14 animate-pulse rounded-lg bg-line/40">
          <span className="sr-only">{t('billersLoading')}</span>
        </p>
      ) : billers.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('billersEmpty')}</p>
      ) : (
        <ul className="-mx-5 mt-2 divide-y divide-line sm:-mx-6">
          {billers.map((recent) => (
            <BillerSwitch key={recent.id} recent={recent} noteOf={noteOf} />
          ))}
        </ul>
      )}
    </Card>
  );
}

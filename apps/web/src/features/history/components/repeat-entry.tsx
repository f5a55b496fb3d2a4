import { rupeesToPaise } from '@kosh/contract/common/money';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { RotateCcw } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { defineMessages } from '@/lib/i18n/i18n';
import { repeatLink, repeatableKind } from '@/lib/repeat-link';

const useRepeatEntryT = defineMessages(
  { repeat: 'Repeat', repeatOf: 'Repeat payment {n}' },
  { repeat: 'दोहराएँ', repeatOf: 'भुगतान {n} दोहराएँ' },
);

/** The address that makes a history entry's payment again, or null for any other entry. */
export function repeatLinkOf(row: RechargeLogRow): string | null {
  const kind = repeatableKind(row.serviceKind);
  if (row.entryKind !== 'payment' || !kind || !row.operatorCode) return null;
  return repeatLink({
    kind,
    number: row.rechNo,
    operatorCode: row.operatorCode,
    circle: row.circle,
    amountPaise: Number(rupeesToPaise(row.amount)),
    planId: row.planId,
    option1: row.option1,
    option2: row.option2,
  });
}

/** Repeat on a Balance History payment (docs/recents.md): its screen, filled in again. */
export function RepeatEntry({ row, srNo }: { row: RechargeLogRow; srNo: number }) {
  const t = useRepeatEntryT();
  const to = repeatLinkOf(row);
  if (!to) return null;
  return (
    <div className="flex justify-end border-t border-line/70 pt-3">
      <LinkButton
        to={to}
        variant="secondary"
        className="min-h-11 gap-2 px-3 text-sm"
        aria-label={t('repeatOf', { n: srNo })}
      >
        <RotateCcw size={18} aria-hidden="true" />
        {t('repeat')}
      </LinkButton>
    </div>
  );
}

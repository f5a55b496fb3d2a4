import { Info } from 'lucide-react';
import type { RepeatNotice } from '../hooks/use-repeat-plan';
import { useRepeatT } from '../repeat-messages';

/** What a repeated payment found changed since last time: a ported number, a plan gone. */
export function RepeatNotices({ notices }: { notices: RepeatNotice[] }) {
  const t = useRepeatT();
  return (
    <div role="status" className="empty:hidden">
      {notices.map((notice) => (
        <p
          key={notice}
          className="mb-4 flex items-start gap-2 rounded-xl bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{t(notice)}</span>
        </p>
      ))}
    </div>
  );
}

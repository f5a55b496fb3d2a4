import { Info } from 'lucide-react';

/**
 * Where a placeholder form says, after a valid submit, that the service is not live. The status
 * region is always in the page so screen readers announce the message when it appears; `count`
 * re-creates the message on every submit so a repeated press is announced again.
 */
export function ComingSoonNotice({ message, count }: { message?: string; count: number }) {
  return (
    <div role="status" className="empty:mb-0">
      {message && (
        <p
          key={count}
          className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-ink"
        >
          <Info size={20} aria-hidden="true" className="mt-px shrink-0 text-brand-700" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

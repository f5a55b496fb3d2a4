import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A refusal the reader can act on (too little in the wallet): the message beside an alert icon,
 * and under it the way out the caller gives (Add Money).
 */
export function ActionAlert({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      <p className="flex items-start gap-2">
        <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
        <span>{message}</span>
      </p>
      {children}
    </div>
  );
}

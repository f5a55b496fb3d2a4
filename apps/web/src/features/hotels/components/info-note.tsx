import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A line of advice with the info icon before it, as the search form and the payment page give it.
 * Each place keeps its own box (`className`); `role="status"` where the note appears on its own.
 */
export function InfoNote({
  className,
  role,
  children,
}: {
  className: string;
  role?: 'status';
  children: ReactNode;
}) {
  return (
    <p role={role} className={className}>
      <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
      {children}
    </p>
  );
}

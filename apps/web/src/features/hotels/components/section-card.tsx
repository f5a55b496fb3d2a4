import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * A card of the room and payment pages that is a named region: its heading (with an icon, when it
 * has one) labels it for a screen reader's list of landmarks.
 */
export function SectionCard({
  headingId,
  title,
  icon: Icon,
  className,
  children,
}: {
  headingId: string;
  title: string;
  icon?: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className={
          Icon ? 'flex items-center gap-2 text-lg font-bold text-ink' : 'text-lg font-bold text-ink'
        }
      >
        {Icon && <Icon size={20} aria-hidden="true" className="text-brand-700" />}
        {title}
      </h2>
      {children}
    </Card>
  );
}

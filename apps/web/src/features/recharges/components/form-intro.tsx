import type { LucideIcon } from 'lucide-react';
import { IconBadge } from '@/components/ui/icon-badge';

/** The icon, heading and one line that open a pay form's card. */
export function FormIntro({
  icon: Icon,
  heading,
  text,
  id,
}: {
  icon: LucideIcon;
  heading: string;
  text?: string;
  id?: string;
}) {
  return (
    <div className="mb-5 flex items-start gap-3">
      <IconBadge icon={Icon} size={22} className="h-11 w-11 rounded-2xl" />
      <div className="min-w-0 space-y-0.5">
        <h2 id={id} className="text-lg font-bold text-ink">
          {heading}
        </h2>
        {text && <p className="text-sm text-ink-muted">{text}</p>}
      </div>
    </div>
  );
}

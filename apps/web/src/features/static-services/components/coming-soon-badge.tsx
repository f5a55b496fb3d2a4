import { Clock } from 'lucide-react';
import { useStaticServicesT } from '../static-services-messages';

export function ComingSoonBadge() {
  const t = useStaticServicesT();
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200">
      <Clock size={14} aria-hidden="true" />
      {t('comingSoonBadge')}
    </span>
  );
}

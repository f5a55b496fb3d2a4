import { CircleOff, EyeOff } from 'lucide-react';
import { Pill, TONE_PILLS } from '@/components/ui/status-badge';
import { useBillersAdminT } from '../messages';

/**
 * Why customers do not see an entry: the aggregator dropped it (kept, inactive, for history), or
 * the back office switched it off. In words with an icon, never colour alone.
 */
export function EntryBadges({ active, enabled }: { active: boolean; enabled: boolean }) {
  const t = useBillersAdminT();
  if (active && enabled) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {!active && <Pill {...TONE_PILLS.danger} icon={CircleOff} label={t('dropped')} />}
      {!enabled && (
        <Pill icon={EyeOff} className="bg-canvas text-ink-muted ring-line" label={t('hidden')} />
      )}
    </span>
  );
}

import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { useProfileT } from '../messages';

/** docs/product-2.md §8: 'Failed to fetch profile data.', with a way to ask again. */
export function ProfileLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { tm } = useI18n();
  const pt = useProfileT();
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert size={28} aria-hidden="true" />
      </span>
      <p role="alert" className="text-base font-semibold text-ink">
        {tm('PROFILE_LOAD_FAILED')}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {pt('retry')}
      </Button>
    </Card>
  );
}

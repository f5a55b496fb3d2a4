import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n';
import { useKycAdminT } from '../messages';

/** A list or a customer that did not load: what, why (by the answer's code), and Try again. */
export function LoadError({
  what,
  error,
  retrying,
  onRetry,
}: {
  what: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useKycAdminT();
  const { tm } = useI18n();
  return (
    <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
      <p role="alert" className="font-semibold text-ink">
        {what} {tm(error)}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}

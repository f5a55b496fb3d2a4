import { Clock } from 'lucide-react';
import { Pill, StatusBadge } from '@/components/ui/status-badge';
import type { JobStatus } from '../utils/format';

/** A job's state in words with an icon (never colour alone): Late, OK or Not run yet. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  if (status === 'late') return <StatusBadge tone="danger" label="Late" />;
  if (status === 'ok') return <StatusBadge tone="success" label="OK" />;
  return (
    <Pill
      icon={Clock}
      className="whitespace-nowrap bg-canvas text-ink-muted ring-line"
      label="Not run yet"
    />
  );
}

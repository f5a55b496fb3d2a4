import { StatusBadge } from '@/components/ui/status-badge';
import { useSupportAdminT } from '../messages';

/** Whether a ticket is open or closed, in the same tone in the list and on the ticket's page. */
export function TicketStatusBadge({ isOpen }: { isOpen: boolean }) {
  const t = useSupportAdminT();
  return (
    <StatusBadge tone={isOpen ? 'pending' : 'success'} label={isOpen ? t('open') : t('closed')} />
  );
}

import type { ComplaintDetails } from '@kosh/contract/recharge';
import { Modal } from '@/components/ui/modal';
import { useHistoryT } from '../messages';
import { ComplaintStatusView } from './complaint-status-view';

/** The Complain Status modal (docs/product-1.md §2): the complaint on one recharge and its answer. */
export function ComplaintStatusDialog({
  orderId,
  known,
  onClose,
}: {
  orderId: string | null;
  known?: ComplaintDetails | null;
  onClose: () => void;
}) {
  const t = useHistoryT();
  return (
    <Modal
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('statusTitle')}
      sheetOnPhone
    >
      {orderId && <ComplaintStatusView key={orderId} orderId={orderId} known={known} />}
    </Modal>
  );
}

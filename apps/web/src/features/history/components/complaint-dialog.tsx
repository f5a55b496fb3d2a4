import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/money';
import { useHistoryT } from '../messages';
import { ComplaintForm } from './complaint-form';

/** The Send Complaint modal over Balance History (docs/product-1.md §2). */
export function ComplaintDialog({
  row,
  onClose,
  onSubmitted,
}: {
  row: RechargeLogRow | null;
  onClose: () => void;
  onSubmitted: (row: RechargeLogRow) => void;
}) {
  const t = useHistoryT();
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('complaintTitle')}
      sheetOnPhone
      description={
        row &&
        t('complaintAbout', { amount: formatRupees(row.amount), number: row.rechNo, id: row.RId })
      }
    >
      {row && (
        <ComplaintForm
          key={row.RId}
          orderId={row.RId}
          autoFocus
          onCancel={onClose}
          onSubmitted={() => onSubmitted(row)}
        />
      )}
    </Modal>
  );
}

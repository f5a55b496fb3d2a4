import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * Adds a bank of one of the lists (`bank` is 'new') or edits one; open while `bank` is set. The
 * form is mounted only while open, so it starts from the saved values each time.
 */
export function BankDialog<Bank extends { id: string }>({
  bank,
  onClose,
  title,
  description,
  children,
}: {
  bank: Bank | 'new' | null;
  onClose: () => void;
  title: { add: string; edit: string };
  description: { add: string; edit: string };
  /** The form, for the bank it edits (null for a new one). */
  children: (editing: Bank | null) => ReactNode;
}) {
  const editing = bank !== null && bank !== 'new' ? bank : null;
  return (
    <Modal
      open={bank !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? title.edit : title.add}
      description={editing ? description.edit : description.add}
    >
      {bank !== null && <Fragment key={editing?.id ?? 'new'}>{children(editing)}</Fragment>}
    </Modal>
  );
}

/** Cancel, and the submit button that says Saving… while the call is out. */
export function BankFormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}

import { Fragment, type FormEventHandler, type ReactNode } from 'react';
import { Field, type FieldProps } from '@/components/ui/field';
import { ModalActions, ModalFor } from '@/components/ui/modal';

/** A bank dialog's title and description, when it adds a bank and when it edits one. */
export interface BankDialogWords {
  title: { add: string; edit: string };
  description: { add: string; edit: string };
}

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
}: BankDialogWords & {
  bank: Bank | 'new' | null;
  onClose: () => void;
  /** The form, for the bank it edits (null for a new one). */
  children: (editing: Bank | null) => ReactNode;
}) {
  const editing = bank !== null && bank !== 'new' ? bank : null;
  return (
    <ModalFor
      item={bank}
      onClose={onClose}
      title={editing ? title.edit : title.add}
      description={editing ? description.edit : description.add}
    >
      {() => <Fragment key={editing?.id ?? 'new'}>{children(editing)}</Fragment>}
    </ModalFor>
  );
}

/** Both bank forms' frame, so they save and cancel alike: the fields, then the buttons. */
export function BankForm({
  onSubmit,
  onCancel,
  label,
  pending,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The save button's words: "Save" for an edit, "Add bank" for a new one. */
  label: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children}
      <ModalActions
        className="pt-1"
        onCancel={onCancel}
        label={label}
        pendingLabel="Saving…"
        pending={pending}
      />
    </form>
  );
}

/** The bank's name, the one field both forms ask for in the same words and length. */
export function BankNameField(props: Omit<FieldProps, 'label'>) {
  return <Field label="Bank name" autoComplete="off" maxLength={100} {...props} />;
}

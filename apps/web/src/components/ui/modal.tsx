import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { useI18n } from '@/lib/i18n/i18n';

const CENTRED =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 shadow-2xl focus:outline-none sm:p-6';
const SHEET =
  'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-t-3xl bg-surface p-5 shadow-2xl focus:outline-none sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6';

/**
 * A toast is the app's voice, not the page behind the dialog: tapping it (its action, its close)
 * must not count as a tap outside, which would close the dialog and swallow the tap. Its action
 * then runs at once — "Complete KYC" over the Add Money sheet navigates, and the sheet goes with
 * the page it belongs to.
 */
function keepOpenForToasts(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) {
    event.preventDefault();
  }
}

/**
 * The app's modal: a titled Radix dialog (focus trapped, Escape closes, focus goes back to what
 * opened it); centred, or a sheet from the bottom on phones (`sheetOnPhone`).
 */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
  /** Runs before Escape closes the dialog (Radix listens on the document, first): preventDefault keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  sheetOnPhone?: boolean;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  onCloseAutoFocus,
  onEscapeKeyDown,
  sheetOnPhone = false,
}: ModalProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={onEscapeKeyDown}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={sheetOnPhone ? SHEET : CENTRED}
        >
          <DialogHeading
            title={title}
            description={description}
            closeLabel={t('header.close')}
            className="mb-5"
          />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A modal about one thing, open while `item` is set; closing it (Escape, the X, outside) calls
 * `onClose`. Give the body a key per item, so its state and error belong to that one.
 */
export function ModalFor<Item>({
  item,
  onClose,
  children,
  ...modal
}: Omit<ModalProps, 'open' | 'onOpenChange' | 'children'> & {
  item: Item | null;
  onClose: () => void;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Modal open={item !== null} onOpenChange={(open) => !open && onClose()} {...modal}>
      {item !== null && children(item)}
    </Modal>
  );
}

/**
 * A dialog's Cancel and its confirming button, which says `pendingLabel` while the call is out.
 * The confirming button submits the dialog's form unless it has an `onConfirm` of its own.
 */
export function ModalActions({
  onCancel,
  cancelLabel = 'Cancel',
  label,
  pendingLabel,
  pending,
  onConfirm,
  danger = false,
  confirmClassName,
  className,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  label: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm?: () => void;
  danger?: boolean;
  confirmClassName?: string;
  /** Space above the row, where the body needs it. */
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={danger ? 'danger' : 'primary'}
        className={confirmClassName}
        onClick={onConfirm}
        disabled={pending}
      >
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { DialogCloseX } from '@/components/ui/dialog-heading';

/**
 * A picture (a slip, a document photo, a stamp) full screen on a black backdrop: a title, an
 * optional description, a Close button; Escape closes it too. It is opened from state, not from a
 * Dialog.Trigger, so it gives focus back to whatever opened it itself — Radix alone would send it
 * nowhere.
 */
export function FullScreenViewer({
  open,
  title,
  description,
  describedBy,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** Read out with the title (a caption, what a stamp means). */
  description?: ReactNode;
  /** The id of an element among the children that describes the picture (no `description`). */
  describedBy?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          // Radix links a Description itself; otherwise the caller names what describes it, if any.
          {...(description ? {} : { 'aria-describedby': describedBy })}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
        >
          <div className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-lg font-semibold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="truncate text-sm text-white/80">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <DialogCloseX
              label={closeLabel}
              size={24}
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            />
          </div>
          <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-6 p-4 pt-0">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

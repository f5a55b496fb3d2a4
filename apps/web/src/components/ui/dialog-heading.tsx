import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

const ROUND_CLOSE =
  '-mr-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink';

/** The X that closes a Radix dialog, so every dialog's close is one labelled, icon-only button. */
export function DialogCloseX({
  label,
  className = ROUND_CLOSE,
  size = 20,
}: {
  label: string;
  /** The button's look where a dialog differs from the round grey X in a corner. */
  className?: string;
  size?: number;
}) {
  return (
    <Dialog.Close aria-label={label} className={className}>
      <X size={size} aria-hidden="true" />
    </Dialog.Close>
  );
}

/** A dialog's title, its optional description and its X in one row, as the modal and sheets show them. */
export function DialogHeading({
  title,
  description,
  closeLabel,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Space and borders around the row. */
  className?: string;
}) {
  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <div className="min-w-0 flex-1">
        <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
        {description && (
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            {description}
          </Dialog.Description>
        )}
      </div>
      <DialogCloseX label={closeLabel} />
    </div>
  );
}

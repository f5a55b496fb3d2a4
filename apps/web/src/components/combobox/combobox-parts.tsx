import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { inputClass } from '@/components/ui/field';

/** The box's input: the form's input look, its border red while the field is in error. */
export function comboboxInputClass(error: boolean, ...own: (string | false | null)[]) {
  return clsx(
    inputClass,
    ...own,
    error
      ? 'border-danger focus:border-danger focus:ring-danger/15'
      : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
  );
}

/** The label above the box (Downshift's label props name the input with it). */
export function ComboboxLabel(props: ComponentPropsWithRef<'label'>) {
  return <label {...props} className="block text-sm font-medium text-ink" />;
}

/** The ✕ inside the box that empties it. */
export function ComboboxClear({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
    >
      <X size={18} aria-hidden="true" />
    </button>
  );
}

const POPUP = 'absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-surface';

/** The list of options under the box, `height` its largest (Tailwind's max-h-…). */
export function ComboboxList({
  menuProps,
  open,
  height,
  children,
  ...rest
}: {
  menuProps: ComponentPropsWithRef<'ul'>;
  open: boolean;
  height: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <ul
      {...menuProps}
      hidden={!open}
      {...rest}
      className={`${POPUP} ${height} overflow-y-auto overscroll-contain py-1 shadow-lg`}
    >
      {children}
    </ul>
  );
}

/**
 * What the search came to (nothing found, still loading…): always in the page so screen readers
 * hear it, shown as a panel under the box while `visible`.
 */
export function ComboboxStatus({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={visible ? `${POPUP} px-4 py-3 text-sm text-ink-muted shadow-lg` : 'sr-only'}
    >
      {children}
    </p>
  );
}

/** The line under the box: the field's error, or else its hint. */
export function ComboboxNote({
  id,
  error,
  hint,
}: {
  id: string;
  error: string | undefined;
  hint: ReactNode;
}) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm font-medium text-danger">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-ink-muted">
      {hint}
    </p>
  );
}

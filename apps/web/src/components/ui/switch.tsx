import * as SwitchPrimitive from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export function Switch({
  checked,
  onCheckedChange,
  label,
  id,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  id: string;
}) {
  return (
    <SwitchPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      className="relative h-7 w-12 shrink-0 rounded-full bg-line transition-colors data-[state=checked]:bg-brand-600"
    >
      <SwitchPrimitive.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </SwitchPrimitive.Root>
  );
}

/**
 * A switch with its visible label beside it (`children`, "Active"), which toggles it when tapped;
 * `label` names it for screen readers ("Active: HDFC Bank"). Shared by the back office's lists.
 */
export function LabelledSwitch({
  checked,
  onCheckedChange,
  label,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} label={label} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {children}
      </label>
    </div>
  );
}

import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

const LOOKS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-800',
  secondary: 'border border-brand-200 bg-surface text-brand-700 hover:bg-brand-50',
} as const;

/**
 * A link that looks like one of the app's big buttons (Go home, Login, Raise complaint): one place
 * for its height, corners and colours. `className` adds its padding, width and spacing.
 */
export function LinkButton({
  variant = 'primary',
  className,
  ...link
}: LinkProps & { variant?: keyof typeof LOOKS }) {
  return (
    <Link
      {...link}
      className={clsx(
        'inline-flex min-h-12 items-center justify-center rounded-xl font-semibold',
        LOOKS[variant],
        className,
      )}
    />
  );
}

import { clsx } from 'clsx';

/** The customer's picture, or their initials on the brand colour. */
export function Avatar({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || 'K';
  return src ? (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      className={clsx('rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        'flex items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:text-brand-700',
        className,
      )}
    >
      {initials}
    </span>
  );
}

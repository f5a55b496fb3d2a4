import type { ReactNode } from 'react';

const BLOCK = 'animate-pulse rounded-xl bg-line/60';

/** One grey block of a hotel page's loading shape, sized by `className`. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`${BLOCK} ${className}`} />;
}

/**
 * A hotel page's shape while it loads, said once as `label` to a screen reader; the blocks inside
 * stand where the page's parts will, so nothing moves when they come.
 */
export function PageSkeleton({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className} data-testid={testId}>
      {children}
    </div>
  );
}

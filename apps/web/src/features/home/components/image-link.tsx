import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home image's link: a Kosh path stays in the app, an https address opens a new tab. */
export function ImageLink({
  href,
  className,
  children,
  hidden,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  hidden?: boolean;
}) {
  const a11y = hidden ? { 'aria-hidden': true, tabIndex: -1 } : {};
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} {...a11y}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...a11y}>
        {children}
      </a>
    );
  }
  return (
    <div className={className} {...(hidden ? { 'aria-hidden': true } : {})}>
      {children}
    </div>
  );
}

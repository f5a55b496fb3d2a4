import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/*
 * React Router's <Link> and <NavLink> as declarative mode uses them, without framework mode's
 * page prefetching (`prefetch`, `discover`: they do nothing without a framework's route
 * manifest, yet cost every page ≈1.7 KB gzip). vite.config.ts hands these to every
 * `import { Link, NavLink } from 'react-router'`; the rest of React Router is untouched. One
 * difference: an absolute URL always opens as a document, even on Kosh's own origin (no screen
 * links that way).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(external ? '/' : to, { relative });
  const navigateOnClick = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  const spa = !(external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      onClick={spa ? handleClick : onClick}
      target={target}
    />
  );
});

/** <NavLink>: a <Link> that knows whether it points at the current page (aria-current). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    to,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  let here = location.pathname;
  let target = path.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  // No data router: nothing is ever pending or in a view transition.
  const props = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});

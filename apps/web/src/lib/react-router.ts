/*
 * What `import … from 'react-router'` gives the app (vite.config.ts): React Router itself, with
 * the lighter <Link> and <NavLink> of ./router-link.tsx (an explicit export wins over `export *`).
 */
export * from 'react-router';
export { Link, NavLink } from './router-link';

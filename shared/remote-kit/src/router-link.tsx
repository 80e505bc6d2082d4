import { Link } from 'react-router';
import type { RenderLink } from '@platform/ui/page-parts';

/** A real screen's link, followed by the router; its first screen draws the same one plain (`plainLink`). */
export const routerLink: RenderLink = ({ to, className, describedBy, children }) => (
  <Link to={to} className={className} aria-describedby={describedBy}>
    {children}
  </Link>
);

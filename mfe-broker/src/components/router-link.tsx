import { Link } from 'react-router';
import type { RenderLink } from './render-link';

/** The broker's screens' links, followed by the router (the first screen draws plain ones). */
export const routerLink: RenderLink = ({ to, className, describedBy, children }) => (
  <Link to={to} className={className} aria-describedby={describedBy}>
    {children}
  </Link>
);

import type { RenderLink } from './render-link';

/**
 * A first screen's link (drawn before the router exists): a plain `<a href>`, which the full shell,
 * once started, follows on this page (the boot's hand-over), or the browser loads. The customer
 * home's and the quote link's first screens draw it; their real screens, ./router-link.tsx.
 */
export const plainLink: RenderLink = ({ to, className, describedBy, children }) => (
  <a href={to} className={className} aria-describedby={describedBy}>
    {children}
  </a>
);

import type { ReactNode } from 'react';

/** A link of a screen drawn from plain data: its address, its look, the title that describes it and its words. */
export interface ScreenLink {
  to: string;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * How a view drawn both by a real screen and by its first screen draws a link: the router's link
 * in the real screen (`routerLink`, `@platform/remote-kit`), a plain `<a href>` in the first screen
 * (`plainLink`: drawn before the router exists; the full shell, once started, follows it on the
 * same page, or the browser loads it).
 */
export type RenderLink = (link: ScreenLink) => ReactNode;

export const plainLink: RenderLink = ({ to, className, describedBy, children }) => (
  <a href={to} className={className} aria-describedby={describedBy}>
    {children}
  </a>
);

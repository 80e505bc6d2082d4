import type { ReactNode } from 'react';

/** A link of the broker home: its address, its look, the title that describes it and its words. */
export interface HomeLink {
  to: string;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * How the broker home's view draws a link: react-router's `Link` in the real home, a plain
 * `<a href>` in its first screen (drawn before the router exists; the full shell follows it on
 * the same page).
 */
export type RenderLink = (link: HomeLink) => ReactNode;

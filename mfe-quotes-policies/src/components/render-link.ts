import type { ReactNode } from 'react';

/** A link of a screen drawn from plain data: its address, its look, the title that describes it and its words. */
export interface ScreenLink {
  to: string;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * How a view drawn both by a real screen and by its first screen draws a link: react-router's
 * `Link` in the real screen, a plain `<a href>` in the first screen (drawn before the router exists;
 * the full shell follows it on the same page): the customer home's and the quote compare's views.
 */
export type RenderLink = (link: ScreenLink) => ReactNode;

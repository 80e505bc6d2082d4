import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** How wide a {@link Page}'s content runs: a form reads best narrow, a table of records wide. */
export type PageWidth = 'narrow' | 'default' | 'wide';

/** Props of {@link Page}. */
export interface PageProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** The h1's id, for a region's aria-labelledby. */
  titleId?: string;
  /** A line under the title (the company, a count, a period). */
  description?: ReactNode;
  /** The page's primary action (and at most a secondary one). */
  actions?: ReactNode;
  width?: PageWidth;
  /** What sits above the title, such as a Stepper on the purchase path. */
  before?: ReactNode;
  children?: ReactNode;
}

/** The one frame of a screen: its width, its header and the vertical rhythm of its parts. */
export function Page({ title, titleId, description, actions, width = 'default', before, children }: PageProps) {
  return (
    <div className={`ui-page ui-page--${width}`}>
      {before && <div className="ui-page__before">{before}</div>}
      <PageHeader title={title} titleId={titleId} description={description} actions={actions} />
      <div className="ui-page__body">{children}</div>
    </div>
  );
}

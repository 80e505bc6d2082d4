import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title: the one h1 of the screen, where focus lands after navigation. */
  title: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  titleId?: string;
  /** A line under the title (the company, a count, a period). */
  description?: ReactNode;
  /** The page's primary action (and at most a secondary one), at the right; full width on a phone. */
  actions?: ReactNode;
}

/** The top of every screen: title, optional description, and the primary action. */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div className="ui-page-header__text">
        <h1 id={titleId}>{title}</h1>
        {description && <p className="ui-page-header__description">{description}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}

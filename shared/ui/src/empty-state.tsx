import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty ("Nenhum sinistro ainda"). */
  title: string;
  /** What the user can do about it. */
  text?: string;
  /** A button or link to the next step (for example "Abrir sinistro"). */
  action?: ReactNode;
}

/** What a list or a screen shows when there is nothing in it yet, instead of a blank area. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      <h2 className="ui-empty-state__title">{title}</h2>
      {text && <p className="ui-empty-state__text">{text}</p>}
      {action && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}

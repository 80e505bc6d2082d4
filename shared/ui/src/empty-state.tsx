import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty ("Nenhum sinistro ainda"). */
  title: string;
  /** What the user can do about it. */
  text?: string;
  /** A button or link to the next step (for example "Abrir sinistro"). */
  action?: ReactNode;
  /** A decorative picture above the title; an empty tray by default. */
  icon?: ReactNode;
}

/** What a list or a screen shows when there is nothing in it yet, instead of a blank area. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      <span className="ui-empty-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={40} strokeWidth={1.5} />}
      </span>
      <h2 className="ui-empty-state__title">{title}</h2>
      {text && <p className="ui-empty-state__text">{text}</p>}
      {action && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}

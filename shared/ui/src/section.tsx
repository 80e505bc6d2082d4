import { useId, type ReactNode } from 'react';

/** Props of {@link Section}. */
export interface SectionProps {
  title: ReactNode;
  /** 2 (default) for a part of the page, 3 for a part inside a section. */
  titleLevel?: 2 | 3;
  description?: ReactNode;
  /** An action that belongs to this part only ("Add member"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled part of a page: a region named by its heading, so it shows in a screen reader's landmarks. */
export function Section({ title, titleLevel = 2, description, actions, children }: SectionProps) {
  const titleId = useId();
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={`ui-section ui-section--level-${titleLevel}`} aria-labelledby={titleId}>
      <div className="ui-section__header">
        <div className="ui-section__text">
          <Heading id={titleId} className="ui-section__title">
            {title}
          </Heading>
          {description && <p className="ui-section__description">{description}</p>}
        </div>
        {actions && <div className="ui-section__actions">{actions}</div>}
      </div>
      <div className="ui-section__body">{children}</div>
    </section>
  );
}

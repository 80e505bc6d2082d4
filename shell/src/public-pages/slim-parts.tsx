import type { ReactNode } from 'react';

// What @platform/ui's Page, Card, DescriptionList, Notice and Price render, as markup with the same
// `ui-*` classes: the slim public pages load before (and without) the kit and its Radix parts.

/**
 * A page with its heading (`Page`): `screen` names it for the e2e and the bench once it is drawn
 * with its data (none while its read is under way).
 */
export function SlimPage({
  title,
  titleId,
  description,
  width = 'default',
  before,
  screen,
  children,
}: {
  title: string;
  titleId?: string;
  description?: string;
  width?: 'narrow' | 'default';
  before?: ReactNode;
  screen?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`ui-page ui-page--${width}`} data-screen={screen}>
      {before && <div className="ui-page__before">{before}</div>}
      <header className="ui-page-header">
        <div className="ui-page-header__text">
          <h1 id={titleId}>{title}</h1>
          {description && <p className="ui-page-header__description">{description}</p>}
        </div>
      </header>
      <div className="ui-page__body">{children}</div>
    </div>
  );
}

export interface SlimItem {
  term: string;
  description: string;
  kind?: 'money';
}

/** A list of terms and their values (`DescriptionList`); money right-aligned in tabular figures. */
export function SlimDescriptionList({ label, items }: { label: string; items: SlimItem[] }) {
  return (
    <dl className="ui-details ui-details--columns-1" aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className="ui-details__item">
          <dt className="ui-details__term">{item.term}</dt>
          <dd
            className={
              item.kind === 'money' ? 'ui-details__description ui-figure ui-figure--money' : 'ui-details__description'
            }
          >
            {item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A notice (`Notice`): an error is an alert, anything else a polite status. */
export function SlimNotice({
  type,
  title,
  detail,
}: {
  type: 'success' | 'info' | 'warn' | 'error';
  title: string;
  detail?: string;
}) {
  const isError = type === 'error';
  return (
    <div
      className={`ui-notice ui-notice--${type}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="ui-notice__content">
        <p className="ui-notice__title">{title}</p>
        {detail && <p className="ui-notice__detail">{detail}</p>}
      </div>
    </div>
  );
}

/** The page's data on its way: the skeleton the first paint drew, kept until it arrives. */
export function SlimLoading() {
  return (
    <div className="ui-skeleton-group first-paint-skeleton" aria-hidden="true">
      <div className="ui-skeleton ui-skeleton--block" />
    </div>
  );
}

/** A read that failed for another reason than the page's own (the catalogue's words, as an alert). */
export function SlimErrorView({ message }: { message: string }) {
  return (
    <div className="ui-error-view" role="alert">
      <h1 className="ui-error-view__title">{message}</h1>
    </div>
  );
}

/** `{name}` in a text replaced by its value (the slim pages' texts use no plural or select). */
export const fill = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The steps to a policy (`Stepper`), with the done steps' tick as lucide's `Check` draws it. */
export function SlimStepper({
  label,
  doneLabel,
  steps,
}: {
  label: string;
  doneLabel: string;
  steps: { id: string; label: string; state: 'done' | 'current' | 'upcoming' }[];
}) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={`ui-stepper__item ui-stepper__item--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="ui-stepper__marker" aria-hidden="true">
            {step.state === 'done' ? (
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M20 6 9 17l-5-5" />
              </svg>
            ) : (
              index + 1
            )}
          </span>
          <span className="ui-stepper__label">
            {step.label}
            {step.state === 'done' && <span className="ui-visually-hidden"> ({doneLabel})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

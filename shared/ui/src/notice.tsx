import { Tooltip } from './tooltip';

/** How an error notice reads (spec section 3: error notice type). */
export type NoticeType = 'success' | 'info' | 'warn' | 'error';

/** Props of {@link Notice}. */
export interface NoticeProps {
  type: NoticeType;
  title: string;
  detail?: string;
  /** A button that takes the user to the problem (by default the caller labels it "show in form"). */
  action?: { label: string; onClick: () => void };
  /** Shows a close button when given. */
  onDismiss?: () => void;
  /** The close button's accessible name, in the user's language. */
  dismissLabel?: string;
}

/**
 * A notice over the content: stays until dismissed, unlike a toast. Errors are announced at once
 * (`role="alert"`), the other types politely (`role="status"`).
 */
export function Notice({ type, title, detail, action, onDismiss, dismissLabel }: NoticeProps) {
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
      {action && (
        <button type="button" className="ui-button ui-button--secondary ui-notice__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {onDismiss && (
        <Tooltip content={dismissLabel}>
          <button type="button" className="ui-toast__close" aria-label={dismissLabel} onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </Tooltip>
      )}
    </div>
  );
}

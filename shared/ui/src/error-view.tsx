import { Button } from '@platform/ui/controls';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** What went wrong, in the user's words ("Há um erro inesperado"). */
  title: string;
  /** More about it, for example the catalogue text for the API's error code. */
  detail?: string;
  /** The retry button's text (for example the `common.retry` message); pass it with `onRetry`. */
  retryLabel?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
}

/**
 * The error view of an area (a route, a remote that failed to load, a list that failed to fetch):
 * announced as an alert, with a retry button when the caller can retry.
 */
export function ErrorView({ title, detail, retryLabel, onRetry }: ErrorViewProps) {
  return (
    <div className="ui-error-view" role="alert">
      <h2 className="ui-error-view__title">{title}</h2>
      {detail && <p className="ui-error-view__detail">{detail}</p>}
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {/* The kit has no words of its own: without a label the button shows a language-neutral sign. */}
          {retryLabel ?? '↻'}
        </Button>
      )}
    </div>
  );
}

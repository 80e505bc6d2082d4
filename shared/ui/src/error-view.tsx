import { Button } from './button';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** What went wrong, in the user's words ("Há um erro inesperado"). */
  title: string;
  /** More about it, for example the catalogue text for the API's error code. */
  detail?: string;
  /** The retry button's text; required to show the button in the user's language. */
  retryLabel?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
}

/**
 * The error view of an area (a route, a remote that failed to load, a list that failed to fetch):
 * announced as an alert, with a retry when the caller can retry.
 */
export function ErrorView({ title, detail, retryLabel, onRetry }: ErrorViewProps) {
  return (
    <div className="ui-error-view" role="alert">
      <p className="ui-error-view__title">{title}</p>
      {detail && <p className="ui-error-view__detail">{detail}</p>}
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? '↻'}
        </Button>
      )}
    </div>
  );
}

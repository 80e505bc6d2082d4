import { Skeleton } from './skeleton';

/** Props of {@link Loading}. */
export interface LoadingProps {
  /** What is loading, shown and announced (for example "Carregando..."). */
  label: string;
  /** `skeleton` (default) draws the shape of a page on its way; `spinner` for small areas. */
  variant?: 'skeleton' | 'spinner';
}

/** A loading view with a visible label, announced politely as a status. */
export function Loading({ label, variant = 'skeleton' }: LoadingProps) {
  if (variant === 'spinner') {
    return (
      <div className="ui-loading" role="status" aria-live="polite">
        <span className="ui-loading__spinner" aria-hidden="true" />
        <span className="ui-loading__label">{label}</span>
      </div>
    );
  }
  return (
    <div className="ui-loading ui-loading--skeleton" role="status" aria-live="polite">
      <span className="ui-loading__label">{label}</span>
      <Skeleton block />
      <Skeleton lines={4} />
    </div>
  );
}

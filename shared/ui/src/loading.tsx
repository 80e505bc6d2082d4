/** Props of {@link Loading}. */
export interface LoadingProps {
  /** What is loading, shown beside the spinner and announced (for example "Carregando..."). */
  label: string;
}

/** A spinner with a visible label, announced politely as a status. */
export function Loading({ label }: LoadingProps) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span className="ui-loading__label">{label}</span>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * The ids a field's control is described by: what the caller passed, then the hint, then the
 * error, each only when there is one. Every field of the kit (text, select, combobox) uses it.
 */
export function describeField(controlId: string, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { hintId, errorId, describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A field's hint and error under its control, with the ids `describeField` gave them. */
export function FieldNotes({ controlId, hint, error }: { controlId: string; hint?: ReactNode; error?: ReactNode }) {
  const { hintId, errorId } = describeField(controlId, hint, error);
  return (
    <>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </>
  );
}

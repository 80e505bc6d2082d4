import { useId, type ComponentPropsWithRef } from 'react';

/** A labelled multi-line text input with its error under it, styled like TextField. */
export function TextAreaField({
  label,
  error,
  required,
  rows = 4,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        className="ui-field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

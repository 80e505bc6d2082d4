import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A labelled select with its error under it, styled like the kit's TextField. */
export function SelectField({
  label,
  error,
  children,
  required,
  ...rest
}: ComponentPropsWithRef<'select'> & { label: string; error?: string; children: ReactNode }) {
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
      <select
        {...rest}
        id={id}
        className="ui-field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

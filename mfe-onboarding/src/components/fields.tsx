import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({
  label,
  error,
  ...rest
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-check">
        <input
          {...rest}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

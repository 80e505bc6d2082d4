import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled native select with the kit's field look (the UI kit has none yet). */
export function SelectField({ label, options, error, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: { value: string; label: string }[]; error?: string }) {
  const id = useId();
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select {...rest} id={id} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

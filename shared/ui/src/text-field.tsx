import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { describeField, FieldNotes } from './field-notes';

/** Props of {@link TextField}: every `<input>` prop plus its label, hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, linked to the input. */
  label: string;
  /** The problem with the current value; shown under the input and announced with it. */
  error?: string;
  /** A short help text under the input. */
  hint?: string;
  /** Marks the field as mandatory, visually (`*`) and for assistive technology (`aria-required`). */
  required?: boolean;
}

/**
 * A labelled text input. The error and the hint are linked with `aria-describedby` and an error
 * sets `aria-invalid`; showing an error never touches the value the user typed.
 * The ref reaches the `<input>`, so forms can focus the first invalid field.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { describedBy: describedByIds } = describeField(inputId, hint, error, describedBy);
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        className="ui-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
      />
      <FieldNotes controlId={inputId} hint={hint} error={error} />
    </div>
  );
});

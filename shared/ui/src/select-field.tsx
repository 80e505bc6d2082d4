import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { describeField, FieldNotes } from './field-notes';

/** Props of {@link SelectField}: every `<select>` prop plus its label, hint and error. */
export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  /** The visible label, linked to the control (its accessible name). */
  label: string;
  /** Hides the label visually; it still names the control. For a compact picker (the language). */
  hideLabel?: boolean;
  /** The problem with the current value; shown under the control and announced with it. */
  error?: string;
  /** A short help text under the control. */
  hint?: string;
  /** `<option value="...">text</option>` elements (arrays and fragments of them are fine). */
  children: ReactNode;
}

/**
 * A labelled select with its hint and error under it: the browser's own `<select>`, drawn in the
 * design's border, radius, focus ring and chevron (ui.css, `.ui-select`).
 *
 * Native on purpose (issue 25, item 2): it opens without any of our script (Radix Select took up
 * to 900 ms under 4x CPU to open over the 150-field questionnaire: modal scroll lock, aria-hidden on
 * every sibling, popper measuring), a phone shows its own picker, and the keyboard (arrows,
 * typeahead, Escape) and screen readers work as everywhere else. Every `<select>` prop reaches the
 * element, so `register` (react-hook-form), a controlled `value` + `onChange` and the ref a form
 * focuses on an error work unchanged.
 */
export function SelectField({
  label,
  hideLabel = false,
  error,
  hint,
  children,
  required,
  id,
  className,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { describedBy: describedByIds } = describeField(controlId, hint, error, describedBy);
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'} htmlFor={controlId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className="ui-select">
        <select
          {...select}
          id={controlId}
          className="ui-field__input ui-select__control"
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
        >
          {children}
        </select>
        <ChevronDown className="ui-select__icon" aria-hidden="true" size={18} />
      </div>
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}

import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/**
 * The fields of the boot code's slim pages: the markup and classes of `@platform/ui`'s TextField,
 * SelectField (its closed state; here a native `<select>`, no Radix) and onboarding's
 * CheckboxField, so a slim page looks like the full shell's without loading the kit. The error and
 * the hint are linked with `aria-describedby`, as the kit's are.
 */

interface Notes {
  /** The control's id; the hint and error take `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

const describedBy = ({ id, hint, error }: Notes) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

const fieldClass = (error?: string) => (error ? 'ui-field ui-field--invalid' : 'ui-field');

function Label({ id, label, required }: Notes) {
  return (
    <label className="ui-field__label" htmlFor={id}>
      {label}
      {required && (
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

function FieldNotes({ id, hint, error }: Notes) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </>
  );
}

type TextInputProps = Notes & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { id, label, error, hint, required, ...rest },
  ref,
) {
  const notes = { id, label, error, hint, required };
  return (
    <div className={fieldClass(error)}>
      <Label {...notes} />
      <input
        {...rest}
        ref={ref}
        id={id}
        className="ui-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(notes)}
      />
      <FieldNotes {...notes} />
    </div>
  );
});

/** lucide's ChevronDown at 18 px, as @platform/ui's SelectField draws it beside its native select. */
export const SelectChevron = () => (
  <svg
    className="ui-select__icon"
    aria-hidden="true"
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

type NativeSelectProps = Notes & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function NativeSelect({ id, label, error, hint, required, children, ...rest }: NativeSelectProps) {
  const notes = { id, label, error, hint, required };
  return (
    <div className={fieldClass(error)}>
      <Label {...notes} />
      <div className="ui-select">
        <select
          {...rest}
          id={id}
          className="ui-field__input ui-select__control"
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(notes)}
        >
          {children}
        </select>
        <SelectChevron />
      </div>
      <FieldNotes {...notes} />
    </div>
  );
}

type CheckboxProps = Omit<Notes, 'hint' | 'required'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, error, ...rest },
  ref,
) {
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id} className="ui-check">
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} label={label} error={error} />
    </div>
  );
});

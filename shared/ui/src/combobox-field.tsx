import { lazy, Suspense, useId, type Ref } from 'react';

/** One choice of a {@link ComboboxField}. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** Props of {@link ComboboxField}: a controlled value, as `Controller` (react-hook-form) gives it. */
export interface ComboboxFieldProps {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Reaches the text input, so a form can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
  /** Said in the list when what was typed matches nothing. */
  noResultsText: string;
  /** The toggle button's accessible name ("Mostrar opções"). */
  toggleLabel: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

const Popup = lazy(() => import('./combobox-popup'));

/**
 * A labelled combobox for a long list a person searches (the company's activity): typing filters
 * the options (accents and case ignored), arrows move, Enter chooses, Escape closes (downshift's
 * `useCombobox`, the WAI-ARIA 1.2 combobox pattern). Its code is a chunk of its own, loaded with
 * the first screen that shows one; until then the field shows the chosen option read-only.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <Suspense
      fallback={
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={id}>
            {props.label}
          </label>
          <input id={id} className="ui-field__input" readOnly aria-busy="true" value={chosen?.label ?? ''} />
        </div>
      }
    >
      <Popup {...props} id={id} />
    </Suspense>
  );
}

import {
  Children,
  Fragment,
  isValidElement,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { describeField, FieldNotes } from './field-notes';

/** Props of {@link SelectField}: the `<select>` props forms pass today, plus its label and error. */
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

/** One `<option>` of a {@link SelectField}, read from its children. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  /** The option's words, for typeahead and the hidden native option. */
  text: string;
  disabled: boolean;
}

/** The props the lazily loaded popup (select-popup.tsx) receives. */
export interface SelectPopupProps {
  id: string;
  value: string;
  options: SelectOption[];
  onChoose: (value: string) => void;
  onTriggerBlur: () => void;
  triggerRef: Ref<HTMLButtonElement>;
  defaultOpen: boolean;
  focusOnMount: boolean;
  triggerProps: Record<string, unknown>;
}

type Popup = typeof import('./select-popup');
let popup: Popup | undefined;
let loading: Promise<Popup> | undefined;
/** Loads the Radix select once, for every SelectField of the page (a chunk of its own). */
const loadPopup = () => (loading ??= import('./select-popup').then((module) => (popup = module)));

const textOf = (node: ReactNode): string => {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
};

/** The options among `children`: `<option>` elements, also inside arrays and fragments. */
export function optionsOf(children: ReactNode): SelectOption[] {
  const options: SelectOption[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; value?: unknown; disabled?: boolean }>(child)) return;
    if (child.type === Fragment) options.push(...optionsOf(child.props.children));
    else if (child.type === 'option') {
      const text = textOf(child.props.children);
      options.push({
        value: child.props.value === undefined ? text : String(child.props.value),
        label: child.props.children,
        text,
        disabled: Boolean(child.props.disabled),
      });
    }
  });
  return options;
}

/** Sets a `<select>`'s value as a person would and tells React (and a form library) it changed. */
function chooseNative(select: HTMLSelectElement, value: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
  if (descriptor?.set) descriptor.set.call(select, value);
  else select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const following = new WeakSet<HTMLSelectElement>();

/**
 * Makes `select.value = x` (what a form library does on register, reset and setValue, with no
 * event) also call `follow`. Marked in a WeakSet, not by "has an own `value`": a DOM may put an
 * own accessor there itself (happy-dom binds its accessors on the element on first use), and
 * such a select was taken for already followed and never followed at all.
 */
function followCodeWrites(select: HTMLSelectElement, follow: (value: string) => void) {
  if (following.has(select)) return;
  void select.value; // lets a DOM that binds accessors lazily do it now, not over ours later
  const descriptor =
    Object.getOwnPropertyDescriptor(select, 'value') ??
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
  if (!descriptor?.get || !descriptor.set || descriptor.configurable === false) return;
  const { get, set } = descriptor;
  following.add(select);
  Object.defineProperty(select, 'value', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get: () => get.call(select) as string,
    set: (next: string) => {
      set.call(select, next);
      follow(get.call(select) as string);
    },
  });
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A labelled select (Radix Select: listbox popup, arrow keys, typeahead on the closed and the open
 * control, Escape, focus back to the control) with its hint and error under it.
 *
 * It takes the props of a `<select>`, so `register` (react-hook-form, `form.select(name)`) and a
 * controlled `value` + `onChange` work as before: a hidden native `<select>` holds the value, gets
 * the ref, the name and the change events, and passes its focus to the visible control. The popup
 * (Radix) is loaded on intent, the first time a person points at, focuses or presses a select, so
 * a screen that shows one pays no bytes until it is used; until then the control shows the value.
 */
export function SelectField({
  label,
  hideLabel = false,
  error,
  hint,
  children,
  required,
  disabled,
  ref,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { describedBy: describedByIds } = describeField(controlId, hint, error, describedBy);
  const options = optionsOf(children);
  const controlled = value !== undefined;
  const [own, setOwn] = useState(() =>
    defaultValue !== undefined ? String(defaultValue) : (options.find((o) => !o.disabled)?.value ?? ''),
  );
  const held = controlled ? String(value) : own;
  // Like a native select, a value none of the options has shows the first option.
  const current = options.some((option) => option.value === held)
    ? held
    : (options.find((option) => !option.disabled)?.value ?? held);
  const native = useRef<HTMLSelectElement | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const [Loaded, setLoaded] = useState<Popup | undefined>(() => popup);
  const openOnLoad = useRef(false);
  const focusOnLoad = useRef(false);

  const want = (open = false) => {
    if (open) openOnLoad.current = true;
    if (!Loaded) void loadPopup().then((module) => setLoaded(() => module));
  };

  // The native select is the form's field. Its `value` setter is wrapped BEFORE the form library
  // gets the element: react-hook-form writes the field's value into `select.value` from inside the
  // ref callback (and again on reset / setValue), without an event. Handing the ref over first let
  // that first write slip past: the control kept showing the first option, and the next render
  // (the popup arriving, an error appearing) put the first option back into the native select,
  // where the form read it on blur.
  const nativeRef = useCallback(
    (select: HTMLSelectElement | null) => {
      native.current = select;
      if (select) followCodeWrites(select, setOwn);
      if (typeof ref === 'function') ref(select);
      else if (ref) ref.current = select;
    },
    [ref],
  );

  const onNativeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (!controlled) setOwn(event.target.value);
    onChange?.(event);
  };

  const choose = (next: string) => {
    if (native.current && next !== current) chooseNative(native.current, next);
  };
  const blurred = () => {
    if (native.current)
      onBlur?.({
        target: native.current,
        currentTarget: native.current,
        type: 'blur',
      } as FocusEvent<HTMLSelectElement>);
  };

  const triggerProps = {
    id: controlId,
    className: 'ui-field__input ui-select__trigger',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    'aria-required': required || undefined,
    disabled,
    // aria-* and data-* attributes go to the visible control; the native select's events stay with it.
    ...Object.fromEntries(Object.entries(rest).filter(([key]) => /^(aria-|data-)/.test(key) || key === 'title')),
  };
  const chosen = options.find((option) => option.value === current);

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
      {Loaded ? (
        <Loaded.SelectPopup
          id={controlId}
          value={current}
          options={options}
          onChoose={choose}
          onTriggerBlur={blurred}
          triggerRef={trigger}
          defaultOpen={openOnLoad.current}
          focusOnMount={focusOnLoad.current}
          triggerProps={triggerProps}
        />
      ) : (
        <button
          {...triggerProps}
          ref={trigger}
          type="button"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="none"
          onPointerEnter={() => want()}
          onFocus={() => {
            focusOnLoad.current = true;
            want();
          }}
          onBlur={() => {
            focusOnLoad.current = false;
            blurred();
          }}
          onPointerDown={() => want(true)}
          onKeyDown={(event: KeyboardEvent) => {
            if (!OPEN_KEYS.has(event.key)) return;
            event.preventDefault();
            want(true);
          }}
        >
          <span className="ui-select__value">{chosen?.label}</span>
          <ChevronDown className="ui-select__icon" aria-hidden="true" size={18} />
        </button>
      )}
      <select
        ref={nativeRef}
        name={name}
        value={held}
        onChange={onNativeChange}
        disabled={disabled}
        aria-hidden="true"
        tabIndex={-1}
        className="ui-select__native"
        onFocus={() => trigger.current?.focus()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}

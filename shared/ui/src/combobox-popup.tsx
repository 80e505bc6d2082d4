import { useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import type { ComboboxFieldProps, ComboboxOption } from './combobox-field';
import { describeField, FieldNotes } from './field-notes';

/** Lower case without accents: "Saúde" and "saude" match. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The combobox itself (downshift); loaded by ComboboxField, never imported directly. */
export default function ComboboxPopup({
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  noResultsText,
  toggleLabel,
  error,
  hint,
  required,
  disabled,
  id,
}: ComboboxFieldProps & { id: string }) {
  const [query, setQuery] = useState<string | null>(null);
  const selectedItem = options.find((option) => option.value === value) ?? null;
  const items = useMemo(
    () => (query ? options.filter((option) => plain(option.label).includes(plain(query))) : [...options]),
    [options, query],
  );
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<ComboboxOption>({
      items,
      selectedItem,
      inputId: id,
      itemToString: (item) => item?.label ?? '',
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setQuery(null);
      },
      onSelectedItemChange: ({ selectedItem: item }) => onChange(item?.value ?? ''),
    });
  const { describedBy } = describeField(id, hint, error);
  return (
    <div className={['ui-field', 'ui-combobox', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" {...getLabelProps()}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className="ui-combobox__control">
        <input
          className="ui-field__input ui-combobox__input"
          {...getInputProps({
            ref: inputRef,
            onBlur,
            disabled,
            'aria-invalid': error ? true : undefined,
            'aria-required': required || undefined,
            'aria-describedby': describedBy,
          })}
        />
        <button
          type="button"
          className="ui-combobox__toggle"
          {...getToggleButtonProps({ disabled, 'aria-label': toggleLabel, tabIndex: -1 })}
        >
          <ChevronDown aria-hidden="true" size={18} />
        </button>
      </div>
      <ul className="ui-combobox__list" hidden={!isOpen} {...getMenuProps()}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.value}
              className="ui-combobox__item"
              data-highlighted={highlightedIndex === index ? '' : undefined}
              data-selected={selectedItem?.value === item.value ? '' : undefined}
              {...getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
        {isOpen && items.length === 0 && (
          <li className="ui-combobox__empty" role="presentation">
            {noResultsText}
          </li>
        )}
      </ul>
      <FieldNotes controlId={id} hint={hint} error={error} />
    </div>
  );
}

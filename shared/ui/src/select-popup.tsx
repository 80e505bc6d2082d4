import { useEffect, useRef } from 'react';
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { SelectPopupProps } from './select-field';

/** Radix refuses an item whose value is ''; a native `<option value="">` ("Choose...", "All") maps to this. */
const EMPTY = '\u2063ui-select-empty';
const toRadix = (value: string) => (value === '' ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? '' : value);

/**
 * The visible part of a SelectField once a person reaches for it: Radix Select's trigger and its
 * listbox in a portal. Loaded on its own (see select-field.tsx), never imported directly.
 */
export function SelectPopup({
  id,
  value,
  options,
  onChoose,
  onTriggerBlur,
  triggerRef,
  defaultOpen,
  focusOnMount,
  triggerProps,
}: SelectPopupProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focusOnMount || defaultOpen) own.current?.focus();
    // Only when it replaces the placeholder control that had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chosen = options.find((option) => option.value === value);
  return (
    <Select.Root
      value={toRadix(value)}
      onValueChange={(next) => onChoose(fromRadix(next))}
      defaultOpen={defaultOpen}
      disabled={Boolean(triggerProps.disabled)}
    >
      <Select.Trigger
        {...triggerProps}
        id={id}
        ref={(button) => {
          own.current = button;
          if (typeof triggerRef === 'function') triggerRef(button);
          else if (triggerRef) triggerRef.current = button;
        }}
        onBlur={onTriggerBlur}
      >
        <span className="ui-select__value">
          <Select.Value>{chosen?.label}</Select.Value>
        </span>
        <Select.Icon asChild>
          <ChevronDown className="ui-select__icon" aria-hidden="true" size={18} />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="ui-select__content" position="popper" sideOffset={4} collisionPadding={8}>
          <Select.Viewport className="ui-select__viewport">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={toRadix(option.value)}
                textValue={option.text}
                disabled={option.disabled}
                className="ui-select__item"
              >
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator className="ui-select__check">
                  <Check aria-hidden="true" size={16} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type Name = string | RegExp;

/** The SelectField (`@platform/ui`, a native `<select>`: role combobox) named `label`, inside `scope`. */
export const selectControl = async (label: Name, scope: HTMLElement = document.body) =>
  (await within(scope).findByRole('combobox', { name: label })) as HTMLSelectElement;

/** The value a SelectField holds: the one its form reads. */
export function selectedValue(control: HTMLElement): string {
  if (!(control instanceof HTMLSelectElement)) throw new Error('not a SelectField');
  return control.value;
}

/** The words a SelectField shows: its chosen option's. */
export function shownOption(control: HTMLElement): string {
  if (!(control instanceof HTMLSelectElement)) throw new Error('not a SelectField');
  return control.options[control.selectedIndex]?.textContent ?? '';
}

/**
 * Chooses `option` (its visible words) in the SelectField named `label`, as a person does: the
 * browser's own list, driven by user-event (the change event a form library listens to).
 */
export async function chooseOption(label: Name, option: Name, scope: HTMLElement = document.body) {
  const control = await selectControl(label, scope);
  const matches = (text: string) => (typeof option === 'string' ? text === option : option.test(text));
  const chosen = [...control.options].find((candidate) => matches(candidate.textContent ?? ''));
  if (!chosen) throw new Error(`no option ${String(option)} in ${String(label)}`);
  await userEvent.selectOptions(control, chosen);
  return control;
}

/** The options a SelectField offers, as a person reads them in its list. */
export async function optionTexts(label: Name, scope: HTMLElement = document.body): Promise<string[]> {
  const control = await selectControl(label, scope);
  return [...control.options].map((option) => option.textContent ?? '');
}

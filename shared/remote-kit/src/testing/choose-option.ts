import { fireEvent, screen, waitFor, within } from '@testing-library/react';

type Name = string | RegExp;

/** The popup is loaded on the first use (its own chunk): on a busy machine that can take a while. */
const LOAD = 10_000;

/** The SelectField (`@platform/ui`, a Radix combobox) named `label`, inside `scope` (the page by default). */
export const selectControl = (label: Name, scope: HTMLElement = document.body) =>
  within(scope).findByRole('combobox', { name: label }, { timeout: LOAD });

/** The value a SelectField holds: the one its form reads from the hidden native `<select>`. */
export function selectedValue(control: HTMLElement): string {
  const native = control.closest('.ui-field')?.querySelector('select');
  if (!native) throw new Error('not a SelectField');
  return native.value;
}

/**
 * Chooses `option` (its visible words) in the SelectField named `label`, as a person does with the
 * keyboard: opens the listbox, presses the option, waits for it to close. Replaces
 * `userEvent.selectOptions`, which only drives a native `<select>`.
 */
export async function chooseOption(label: Name, option: Name, scope: HTMLElement = document.body) {
  const control = await selectControl(label, scope);
  fireEvent.keyDown(control, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox', {}, { timeout: LOAD });
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(
    () => {
      if (screen.queryByRole('listbox')) throw new Error('the listbox is still open');
    },
    { timeout: LOAD },
  );
  return control;
}

/** The options a SelectField offers, as a person reads them: opens its listbox, reads it, closes it. */
export async function optionTexts(label: Name, scope: HTMLElement = document.body): Promise<string[]> {
  const control = await selectControl(label, scope);
  fireEvent.keyDown(control, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox', {}, { timeout: LOAD });
  const texts = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(
    () => {
      if (screen.queryByRole('listbox')) throw new Error('the listbox is still open');
    },
    { timeout: LOAD },
  );
  return texts;
}

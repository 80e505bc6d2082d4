// A step for the platform's select (@platform/ui SelectField, a native <select>): a journey
// chooses as a person does, by the field's label and the option's words, not by stored values.
import { expect, type Locator, type Page } from '@playwright/test';

type Name = string | RegExp;

/** The option a select shows (its chosen one): what a person reads on the closed control. */
export const chosenOption = (select: Locator) => select.locator('option:checked');

/**
 * Chooses, in the select labelled `label` inside `scope` (a page, a form, a region), the option
 * whose words are `option`, and waits until the control shows it.
 */
export async function chooseOption(scope: Page | Locator, label: Name, option: Name) {
  const page = 'page' in scope ? scope.page() : scope;
  const named = scope.getByRole('combobox', { name: label });
  // Held by its id: choosing may rename it (the language picker's label changes language).
  const control = page.locator(`[id="${await named.getAttribute('id')}"]`);
  const wanted = control.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  // Options may still be arriving (data, a re-render): the choice is tried again until it shows.
  await expect(async () => {
    const value = await wanted.evaluate((element: HTMLOptionElement) => element.value, undefined, { timeout: 2000 });
    await control.selectOption(value, { timeout: 2000 });
    await expect(chosenOption(control)).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The options the select labelled `label` inside `scope` offers, as its list shows them. */
export const offeredOptions = (scope: Page | Locator, label: Name) =>
  scope.getByRole('combobox', { name: label }).getByRole('option');

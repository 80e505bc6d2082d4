// A step for the platform's select (@platform/ui SelectField, Radix Select): Playwright's
// `selectOption` drives only a native <select>, so a journey chooses as a person does, by the
// field's label and the option's words.
import { expect, type Locator, type Page } from '@playwright/test';

type Name = string | RegExp;

/**
 * Opens the select labelled `label` inside `scope` (a page, a form, a region), clicks the option
 * whose text is `option` and waits until the control shows it.
 */
export async function chooseOption(scope: Page | Locator, label: Name, option: Name) {
  const page = 'page' in scope ? scope.page() : scope;
  const named = scope.getByRole('combobox', { name: label });
  // Held by its id: choosing may rename it (the language picker's label changes language).
  const control = page.locator(`[id="${await named.getAttribute('id')}"]`);
  // The listbox opens in a portal on the page, outside `scope`. The first press also loads the
  // popup; when the page re-renders or still navigates meanwhile, the whole choice is tried again.
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await control.click({ timeout: 2000 });
    await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click({ timeout: 2000 });
    await expect(listbox).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(control).toContainText(option);
}

/**
 * Opens the select labelled `label` inside `scope` as a person does and answers its open list (in
 * a portal on the page), to read what it offers; the caller closes it (Escape) or chooses.
 */
export async function openOptions(scope: Page | Locator, label: Name): Promise<Locator> {
  const page = 'page' in scope ? scope.page() : scope;
  const control = scope.getByRole('combobox', { name: label });
  const listbox = page.getByRole('listbox');
  // The first press also loads the popup, and a re-render may swallow it: pressed until it opens.
  await expect(async () => {
    if (!(await listbox.isVisible())) await control.click({ timeout: 2000 });
    await expect(listbox).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return listbox;
}

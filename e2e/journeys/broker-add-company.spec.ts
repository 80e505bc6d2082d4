// Bringing a customer in (issue 23 item 2), in Chromium against the real API, in one language:
// Demo Corretora adds a new company by CNPJ and its administrator's e-mail (the dialog fits a
// phone and passes axe), the invitation arrives in the development mailbox, the administrator
// accepts and signs in, and the company is in the broker's book, found by its name.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { addCompanyMessages } from '../../mfe-broker/src/features/companies-list/add-company-messages';
import { messages as broker } from '../../mfe-broker/src/messages';
import { PASSWORD, uniqueCnpj } from '../support';
import { languagesOf } from '../steps/languages';
import { acceptInvitation, followMailedLink, pageIn, signInAs } from '../steps/team-and-profile';

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = broker[language][id] ?? addCompanyMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const book = (page: Page) => page.locator('[data-remote="mfe_broker"][data-state="mounted"]');

async function searchBook(page: Page, language: Language, name: string) {
  await book(page)
    .getByRole('searchbox', { name: say(language, 'broker.book.search') })
    .fill(name);
  await book(page)
    .getByRole('button', { name: say(language, 'broker.book.searchButton') })
    .click();
}

for (const language of languagesOf('broker-add-company')) {
  test(`a broker adds a company; its administrator accepts the mailed invitation and it is in the book (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const company = `Cliente Trazida ${stamp} Ltda`;
    const email = `admin-${stamp}@trazida.test`;
    const brokerPage = await pageIn(browser, language);
    await signInAs(brokerPage, language, 'corretor@demo.local', PASSWORD);
    // On a phone from here on (signing in waits for the header's navigation, which a phone folds).
    await brokerPage.setViewportSize({ width: 360, height: 740 });
    await expect(brokerPage).toHaveURL(/\/broker\/index/);
    // The dialog is checked on a phone (the navigation folds away there, so it signs in wider).
    await brokerPage.setViewportSize({ width: 360, height: 740 });

    await book(brokerPage)
      .getByRole('button', { name: say(language, 'broker.book.add') })
      .click();
    const dialog = brokerPage.getByRole('dialog', { name: say(language, 'broker.addCompany.title') });
    await dialog.getByLabel(say(language, 'broker.addCompany.taxId')).fill(uniqueCnpj());
    await dialog.getByLabel(say(language, 'broker.addCompany.name')).fill(company);
    await dialog.getByLabel(say(language, 'broker.addCompany.administratorName')).fill('Renata Admin');
    await dialog.getByLabel(say(language, 'broker.addCompany.administratorEmail')).fill(email);
    const { violations } = await new AxeBuilder({ page: brokerPage })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(
      await brokerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: say(language, 'broker.addCompany.submit') }).click();
    await expect(dialog.getByText(say(language, 'broker.addCompany.INVITED.detail', { email, company }))).toBeVisible();
    await dialog.getByRole('button', { name: say(language, 'broker.addCompany.close') }).click();

    // Not in the book until the administrator accepts.
    await searchBook(brokerPage, language, company);
    await expect(book(brokerPage).getByText(say(language, 'broker.book.noMatch.title'))).toBeVisible();

    const customer = await pageIn(browser, language);
    await followMailedLink(customer, email);
    await acceptInvitation(customer, language, { account: company, email, name: 'Renata Admin', password: PASSWORD });
    await signInAs(customer, language, email, PASSWORD, '');
    await customer.context().close();

    await brokerPage.reload();
    const row = book(brokerPage).getByRole('row').filter({ hasText: company });
    await expect(row).toBeVisible();
    await expect(row.getByText(say(language, 'broker.book.nothingStarted'))).toBeVisible();
    await expect(row.getByText('Renata Admin')).toBeVisible();
  });
}

// The customer's quotes in Chromium, against the real API and the demo data (issue 12), in pt, en
// and es: the quotes home shows every group (searching, available, being issued, expired) and a
// declined product with its reason; the customer compares the D&O options, downloads a proposal
// (a real PDF) and selects an option through the confirm and success modals; a quote past its date
// offers no selection and the API refuses it (QUOTE_EXPIRED).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { quoteWords } from '../../mfe-quotes-policies/src/quote-words';
import { signInOverHttp } from '../support';
import { LANGUAGES, pageIn, signInAs } from '../steps/team-and-profile';

const PASSWORD = 'Demo!2026';
const PAST_DATE_QUOTE = '00000000-0000-4000-8000-000000000608';

const say = (language: Language, id: string, values: Record<string, string | number> = {}) => {
  const text = quoteWords[language][id] ?? messages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A group heading, whatever its count. */
const groupHeading = (language: Language, group: string) =>
  new RegExp(`^${escape(say(language, `quotes.group.${group}`)).replace('\\{count\\}', '\\d+')}$`);
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');

for (const language of LANGUAGES) {
  test(`the customer sees every quote group, compares, downloads the proposal and selects an option (${language})`, async ({
    browser,
    request,
  }) => {
    const page = await pageIn(browser, language);
    await signInAs(page, language, 'cliente@demo.local', PASSWORD, '/dashboard/quotes/home');
    await page.goto('/dashboard/quotes/home');
    const main = area(page);
    await expect(main.getByRole('heading', { level: 1, name: say(language, 'quotes.title') })).toBeVisible();
    for (const group of ['searching', 'available', 'being-issued', 'expired', 'declined'])
      await expect(main.getByRole('heading', { level: 2, name: groupHeading(language, group) })).toBeVisible();
    await expect(main.getByText(say(language, 'quotes.searchingNote'))).toBeVisible();
    await expect(main.getByText(say(language, 'uw.reason.NO_MFA_ON_EMAIL'), { exact: true })).toBeVisible();
    await expect(main.getByText(say(language, 'uw.reason.NO_MFA_ON_EMAIL.fix'), { exact: true })).toBeVisible();

    // Compare the three D&O options side by side.
    await main
      .getByRole('link', { name: say(language, 'quotes.next.compare') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/available\/dno\/00000000-0000-4000-8000-000000000501$/);
    const table = main.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByText(say(language, 'quotes.recommended'))).toHaveCount(1);
    await expect(main.getByRole('heading', { name: say(language, 'quote.coverages') })).toBeVisible();

    // The proposal is a PDF made by the API.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: say(language, 'quote.downloadNamed', { n: 1 }) }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Select an option: confirm, then the success modal leads to checkout.
    const selectPattern = new RegExp(`^${escape(say(language, 'quote.selectNamed')).replace('\\{n\\}', '\\d')}$`);
    await main.getByRole('button', { name: selectPattern }).first().click();
    const confirm = page.getByRole('dialog', { name: say(language, 'quote.confirm.title') });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: say(language, 'quote.confirm.ok'), exact: true }).click();
    const success = page.getByRole('dialog', { name: say(language, 'quote.success.title') });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: say(language, 'quote.success.checkout') })).toHaveAttribute(
      'href',
      /\/dashboard\/quotes\/checkout\/[0-9a-f-]{36}$/,
    );
    await success.getByRole('button', { name: say(language, 'quote.success.close') }).click();
    await expect(table.getByText(say(language, 'quotes.status.SELECTED'))).toHaveCount(1);

    // A quote past its date shows as expired and offers no selection; the API refuses it too.
    await page.goto('/dashboard/quotes/expired/cyber/none');
    await expect(main.getByText(say(language, 'quote.expiredNote'))).toBeVisible();
    await expect(main.getByRole('table').getByText(say(language, 'quotes.status.EXPIRED'))).toHaveCount(2);
    await expect(main.getByRole('button', { name: selectPattern })).toHaveCount(0);
    const token = await signInOverHttp(request, 'cliente@demo.local');
    const refused = await request.post(`/v3/quotes/${PAST_DATE_QUOTE}/select`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('QUOTE_EXPIRED');
    await page.context().close();
  });
}

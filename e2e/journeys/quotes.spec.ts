// The customer's quotes in Chromium, against the real API and the demo data (issue 12), in its
// language (steps/languages.ts): the quotes home shows every group (searching, available, being
// issued, expired) and a declined product with its reason; the D&O compare screen downloads a
// proposal (a real PDF); a quote past its date offers no selection and the API refuses it
// (QUOTE_EXPIRED). Comparing, selecting (confirm and success modals) and checkout are in
// clear-risk-to-policy.spec.ts.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { quoteWords } from '../../mfe-quotes-policies/src/quote-words';
import { signInOverHttp } from '../support';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

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

for (const language of languagesOf('quotes')) {
  test(`the customer sees every quote group, downloads a proposal, and cannot select an expired quote (${language})`, async ({
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

    // The D&O options' compare screen (comparing and selecting are proven on engine quotes by
    // clear-risk-to-policy.spec.ts): the coverages, and the proposal as a PDF made by the API.
    await main
      .getByRole('link', { name: say(language, 'quotes.next.compare') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/available\/dno\/00000000-0000-4000-8000-000000000501$/);
    await expect(main.getByRole('heading', { name: say(language, 'quote.coverages') })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: say(language, 'quote.downloadNamed', { n: 1 }) }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A quote past its date shows as expired and offers no selection; the API refuses it too.
    // Opened cold (the mail's link): the options' first screen, drawn before the full shell (h-quotefirst).
    await page.goto('/dashboard/quotes/expired/cyber/none');
    const expired = page.locator('[data-screen="quote-compare"]');
    await expect(expired.getByText(say(language, 'quote.expiredNote'))).toBeVisible();
    await expect(expired.getByRole('article').getByText(say(language, 'quotes.status.EXPIRED'))).toHaveCount(2);
    const selectPattern = new RegExp(`^${escape(say(language, 'quote.selectNamed')).replace('\\{n\\}', '\\d')}$`);
    await expect(expired.getByRole('button', { name: selectPattern })).toHaveCount(0);
    const token = await signInOverHttp(request, 'cliente@demo.local');
    const refused = await request.post(`/v3/quotes/${PAST_DATE_QUOTE}/select`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('QUOTE_EXPIRED');
    await page.context().close();
  });
}

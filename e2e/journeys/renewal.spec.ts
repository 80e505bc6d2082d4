// Issue 24 items 5 and 6 in Chromium: a policy 60 days from its end shows its renewal, and the
// renewal opens last year's questionnaire pre-filled; a guest answers the pre-application, signs
// up and finds those answers in the first questionnaire. One language (steps/languages.ts); the
// others are proven by the messages tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { formatCurrency } from '../../shared/domain/src/formatting/formatters';
import { ERROR_MESSAGES } from '../../shared/domain/src/errors/error-messages';
import { messages as quotesPolicies } from '../../mfe-quotes-policies/src/messages';
import { renewalMessages } from '../../mfe-quotes-policies/src/features/renewal/messages';
import { PASSWORD, uniqueCnpj } from '../support';
import { chooseOption, chosenOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';
import { area as ipaf, say as sayIpaf } from '../steps/questionnaire';
import { pageIn, signInAs, t as sayOnboarding } from '../steps/team-and-profile';

const POLICY = '00000000-0000-4000-8000-000004417005';
const sayRenewal = (language: Language, id: string) => {
  const text = renewalMessages[language][id] ?? quotesPolicies[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text;
};
const onboarding = (page: Page) => page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]');
const quotes = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');
/** An amount of reais as the questionnaire writes a band's bounds: whole units, the reader's way. */
const reais = (amount: number, language: Language) =>
  formatCurrency(amount, 'BRL', { country: 'br', language }, { maximumFractionDigits: 0 });

async function noSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

for (const language of languagesOf('renewal')) {
  test(`a policy 60 days from its end shows its renewal, which opens last year's questionnaire pre-filled (${language})`, async ({
    browser,
  }) => {
    const page = await pageIn(browser, language);
    await signInAs(page, language, 'renovacao@demo.local', 'Demo!2026', `/dashboard/policies/detail/${POLICY}`);
    const policy = quotes(page).getByRole('region', { name: sayRenewal(language, 'renewal.section') });
    await expect(policy.getByText(sayRenewal(language, 'renewal.state.OPEN'))).toBeVisible();
    await expect(policy).toContainText('60');
    await policy.getByRole('link', { name: sayRenewal(language, 'renewal.renew') }).click();

    await expect(page).toHaveURL(new RegExp(`/flows/renewal\\?policy_id=${POLICY}`));
    await expect(quotes(page).getByRole('heading', { level: 1 })).toContainText('CY-2025-004417');
    await noSeriousAxeFindings(page);
    // By keyboard: the one action of the page is reachable and starts the renewal.
    const start = quotes(page).getByRole('button', { name: sayRenewal(language, 'renewal.page.start.OPEN') });
    await start.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/ipaf\/one-page\?user_form_id=/);
    const form = ipaf(page);
    await expect(form.getByLabel(sayIpaf(language, 'ipaf.q.company.description'))).toHaveValue(
      'Plataforma de gestão de contratos para escritórios de advocacia.',
    );
    await expect(form.getByRole('group', { name: sayIpaf(language, 'ipaf.section.cyber_controls') })).toBeVisible();
    await expect(
      form.getByRole('status').filter({ hasText: sayIpaf(language, 'ipaf.onePage.prefilled.title') }),
    ).toBeVisible();
    await page.context().close();
  });

  test(`a guest answers the pre-application, signs up and finds those answers in the questionnaire (${language})`, async ({
    browser,
    request,
  }) => {
    const page = await pageIn(browser, language);
    await page.goto('/public-onboarding/pre-application?country=br');
    const guest = onboarding(page);
    await expect(
      guest.getByRole('heading', { level: 1, name: sayOnboarding(language, 'preApplication.title') }),
    ).toBeVisible();

    // The demo company's tax id is registered already: the spec's message, under the field.
    const cnpjLabel = sayOnboarding(language, 'signUp.taxId', { type: 'CNPJ' });
    await guest.getByLabel(cnpjLabel).pressSequentially('16727230000197');
    await guest.getByLabel(sayIpaf(language, 'product.CYBER')).check();
    await chooseOption(
      guest,
      sayOnboarding(language, 'preApplication.revenueBand'),
      sayIpaf(language, 'revenueBand.between', {
        lower: reais(1_000_000, language),
        upper: reais(5_000_000, language),
      }),
    );
    await guest.getByRole('button', { name: sayOnboarding(language, 'preApplication.continue') }).click();
    await expect(guest.getByText(ERROR_MESSAGES.ACCOUNT_ALREADY_EXISTS[language])).toBeVisible();
    await noSeriousAxeFindings(page);

    const cnpj = uniqueCnpj();
    await guest.getByLabel(cnpjLabel).fill('');
    await guest.getByLabel(cnpjLabel).pressSequentially(cnpj);
    await guest.getByRole('button', { name: sayOnboarding(language, 'preApplication.continue') }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up\?type=company&country=br&tax_id=/);

    const email = `pre-application-${Date.now()}-${process.pid}@example.com`;
    await guest.getByLabel(sayOnboarding(language, 'signUp.name')).fill('Paula Prévia');
    await guest.getByLabel(sayOnboarding(language, 'signUp.email')).fill(email);
    await guest.getByLabel(sayOnboarding(language, 'signUp.organisation')).fill('Prévia Tecnologia Ltda');
    await guest.getByLabel(new RegExp(`^${sayOnboarding(language, 'signUp.password')}`)).fill(PASSWORD);
    await guest.getByLabel(sayOnboarding(language, 'signUp.terms')).check();
    await guest.getByRole('button', { name: sayOnboarding(language, 'signUp.submit') }).click();
    await expect(page).toHaveURL(/\/user-success-screen\/sign-up/);

    const mails = await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json();
    const token = new URL(mails.items[0].link).searchParams.get('token');
    expect((await request.post('/v3/accounts/email-confirmation', { data: { token } })).status()).toBe(200);

    await signInAs(page, language, email, PASSWORD, '/ipaf/one-page');
    const form = ipaf(page);
    await expect(form.getByRole('group', { name: sayIpaf(language, 'ipaf.section.cyber_controls') })).toBeVisible();
    await expect(
      chosenOption(form.getByRole('combobox', { name: sayIpaf(language, 'ipaf.q.company.annual_revenue_band') })),
    ).toHaveText(
      // A band reads as its bounds in the account's currency (issue 28): reais for this Brazilian company.
      sayIpaf(language, 'revenueBand.between', {
        lower: reais(1_000_000, language),
        upper: reais(5_000_000, language),
      }),
    );
    await page.context().close();
  });
}

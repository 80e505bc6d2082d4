// The application questionnaire in Chromium, against the real API, in its language
// (steps/languages.ts): a new Brazilian company applies for D&O and cyber, saves, reloads, is refused a finish with pending
// questions, finishes from a second browser through the review of its answers and starts a second
// questionnaire pre-filled from the first; a guest fills
// a shared link and the customer sees it; the two edit the form at once and keep every answer,
// the one both changed offered side by side; the rejected screen; a Mexican individual's form asks
// for an RFC (the keyboard-only walk is questionnaire-keyboard.spec.ts).
// Each journey works on an account created for it through the API (sign-up + the mailed
// confirmation), so no two journeys (nor languages) share a form and the demo data stays as seeded.
import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES } from '../../shared/domain/src';
import { pageIn } from '../steps/team-and-profile';
import { chooseOption, chosenOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';
import {
  answerEverythingOverHttp,
  area,
  bearer,
  focusedQuestion,
  freshRfc,
  newAccount,
  openFormOverHttp,
  run,
  say,
  signedIn,
  startOverHttp,
} from '../steps/questionnaire';

for (const language of languagesOf('questionnaire')) {
  const save = say(language, 'ipaf.onePage.save');
  const finish = say(language, 'ipaf.onePage.finish');
  const saved = say(language, 'ipaf.onePage.state.saved');

  test(`a new Brazilian company applies for D&O and cyber, saves, reloads, finishes from another browser, and the next questionnaire starts from it (${language})`, async ({
    browser,
    request,
  }) => {
    const company = await newAccount(request, language, 'company', 'br');
    const page = await signedIn(browser, language, company.email, '/ipaf/one-page');
    const screen = area(page);
    await expect(screen.getByRole('heading', { name: say(language, 'ipaf.welcome.title') })).toBeVisible();
    await screen.getByLabel(say(language, 'product.D_AND_O')).check();
    await screen.getByLabel(say(language, 'product.CYBER')).check();
    await screen.getByRole('button', { name: say(language, 'ipaf.welcome.start') }).click();
    await expect(screen.getByRole('heading', { name: say(language, 'ipaf.onePage.title') })).toBeVisible();
    await expect(screen.getByRole('group', { name: say(language, 'ipaf.section.dno_profile') })).toBeVisible();
    await expect(screen.getByRole('group', { name: say(language, 'ipaf.section.cyber_controls') })).toBeVisible();
    // What the account already knows is prefilled.
    await expect(screen.getByLabel(say(language, 'ipaf.q.company.legal_name'))).toHaveValue(/Questionário/);

    const description = `Varejo de roupas on-line (${language}).`;
    await screen.getByLabel(say(language, 'ipaf.q.company.description')).fill(description);
    await screen.getByRole('button', { name: save }).click();
    await expect(screen.getByText(saved)).toBeVisible();
    await page.reload();
    await expect(area(page).getByLabel(say(language, 'ipaf.q.company.description'))).toHaveValue(description);

    // Pending questions: refused with the catalogue's message, and the page goes to the first one.
    const headers = await bearer(request, company.email);
    const first = ((await openFormOverHttp(request, headers)).pending[0] as string).split('.').slice(0, 2).join('.');
    await area(page).getByRole('button', { name: finish }).click();
    await expect(area(page).getByRole('alert')).toContainText(ERROR_MESSAGES.QUESTIONS_PENDING[language]);
    await expect.poll(() => focusedQuestion(page)).toBe(first);

    // A teammate answers the rest; the second browser reviews every answer and completes.
    await answerEverythingOverHttp(request, headers, company.taxId);
    const other = await signedIn(browser, language, company.email, '/ipaf/one-page');
    await area(other).getByRole('button', { name: finish }).click();
    await expect(other).toHaveURL(/\/ipaf\/prev\?user_form_id=/);
    await expect(area(other).getByRole('heading', { name: say(language, 'ipaf.review.title') })).toBeVisible();
    await expect(
      area(other).getByRole('region', { name: say(language, 'ipaf.section.company'), exact: true }),
    ).toContainText(description);
    await expect(
      area(other)
        .getByRole('region', { name: say(language, 'ipaf.review.instructions.title') })
        .getByRole('listitem'),
    ).toHaveCount(3);
    await area(other).getByRole('button', { name: finish }).click();
    const dialog = other.getByRole('dialog', { name: say(language, 'ipaf.onePage.confirm.title') });
    await expect(dialog.getByRole('button', { name: say(language, 'ipaf.onePage.confirm.review') })).toBeVisible();
    await dialog.getByRole('button', { name: say(language, 'ipaf.onePage.confirm.complete') }).click();
    await expect(area(other).getByRole('heading', { name: say(language, 'ipaf.success.title') })).toBeVisible();
    // The next steps (the purchase path's stepper above them is a list of its own).
    await expect(area(other).locator('ol:not(.ui-stepper) > li')).toHaveCount(4);

    // A second questionnaire starts from the first (issue 21 item 8): it says so, and the
    // description, which no profile field keeps, is already there.
    await other.goto('/ipaf/one-page');
    const next = area(other);
    await next.getByLabel(say(language, 'product.D_AND_O')).check();
    await next.getByRole('button', { name: say(language, 'ipaf.welcome.start') }).click();
    const prefilled = say(language, 'ipaf.onePage.prefilled.title');
    await expect(next.getByRole('status').filter({ hasText: prefilled })).toBeVisible();
    await expect(next.getByLabel(say(language, 'ipaf.q.company.description'))).toHaveValue(description);
    await page.context().close();
    await other.context().close();
  });

  test(`a guest fills a shared link, the customer sees it, and both edit at once without losing an answer (${language})`, async ({
    browser,
    request,
  }) => {
    const company = await newAccount(request, language, 'company', 'br');
    const headers = await bearer(request, company.email);
    const form = await startOverHttp(request, headers, ['CYBER']);
    const guestEmail = `guest-${language}-${run}@example.com`;
    const shared = await request.post(`/v3/application-forms/${form.id}/shares`, {
      headers,
      data: { email: guestEmail, language },
    });
    expect(shared.status()).toBe(200);
    const mail = (await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(guestEmail)}`)).json())
      .items[0];
    const training = say(language, 'ipaf.q.cyber.phishing_training');
    const quarterly = say(language, 'ipaf.q.cyber.phishing_training.QUARTERLY');
    const description = say(language, 'ipaf.q.company.description');
    const employees = say(language, 'ipaf.q.company.total_employees');

    // The guest opens the mailed link: the same questionnaire, without finishing or sharing.
    const guest = await pageIn(browser, language);
    await guest.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    await expect(area(guest).getByRole('heading', { name: say(language, 'ipaf.onePage.title') })).toBeVisible();
    await expect(area(guest).getByRole('button', { name: finish })).toHaveCount(0);
    const customer = await signedIn(browser, language, company.email, `/ipaf/one-page?user_form_id=${form.id}`);
    await chooseOption(area(guest), training, quarterly);
    await area(guest).getByRole('button', { name: save }).click();
    await expect(area(guest).getByText(saved)).toBeVisible();
    // The customer, on the questionnaire, sees the guest's answer arrive.
    await expect(chosenOption(area(customer).getByRole('combobox', { name: training }))).toHaveText(quarterly);

    // Both edit different questions at once: each keeps the other's answer.
    await area(customer).getByLabel(description).fill(`Software (${language}).`);
    await area(guest).getByLabel(employees).fill('55');
    await area(customer).getByRole('button', { name: save }).click();
    await expect(area(customer).getByText(saved)).toBeVisible();
    await area(guest).getByRole('button', { name: save }).click();
    await expect(area(guest).getByLabel(description)).toHaveValue(`Software (${language}).`);
    await expect(area(guest).getByLabel(employees)).toHaveValue('55');
    await expect(area(customer).getByLabel(employees)).toHaveValue('55');

    // Both change the same answer: the second one is offered both, side by side, and chooses.
    await area(customer).getByLabel(employees).fill('60');
    await area(guest).getByLabel(employees).fill('70');
    await area(customer).getByRole('button', { name: save }).click();
    await expect(area(customer).getByText(saved)).toBeVisible();
    await area(guest).getByRole('button', { name: save }).click();
    const conflicts = area(guest).getByRole('region', { name: say(language, 'ipaf.onePage.conflicts.title') });
    await expect(conflicts).toContainText('60');
    await expect(conflicts).toContainText('70');
    await conflicts.getByRole('button', { name: say(language, 'ipaf.onePage.conflicts.keepMine') }).click();
    await area(guest).getByRole('button', { name: save }).click();
    await expect(area(guest).getByText(saved)).toBeVisible();
    await expect(area(customer).getByLabel(employees)).toHaveValue('70');
    await expect(area(customer).getByLabel(description)).toHaveValue(`Software (${language}).`);
    await expect(chosenOption(area(customer).getByRole('combobox', { name: training }))).toHaveText(quarterly);

    await guest.goto('/shared-ipaf/index?token=not-a-link');
    await expect(area(guest).getByRole('heading', { name: say(language, 'ipaf.shared.notFound.title') })).toBeVisible();
    await guest.context().close();
    await customer.context().close();
  });

  test(`the rejected screen offers another company or home, and a new request after 3 months (${language})`, async ({
    browser,
  }) => {
    const page = await pageIn(browser, language);
    await page.goto(`/br/${language}/ipaf-rejected`);
    const screen = area(page);
    await expect(screen.getByRole('heading', { level: 1, name: say(language, 'ipaf.rejected.title') })).toBeVisible();
    await expect(screen.getByText(ERROR_MESSAGES.QUOTE_DENIED[language])).toBeVisible();
    await expect(screen.getByText(say(language, 'ipaf.rejected.text', { months: '3' }))).toBeVisible();
    await screen.getByRole('link', { name: say(language, 'ipaf.rejected.otherCompany') }).click();
    await expect(page).toHaveURL(/\/public-onboarding\/select-user-type$/);
    await page.goBack();
    await expect(area(page).getByRole('link', { name: say(language, 'ipaf.success.home') })).toHaveAttribute(
      'href',
      '/dashboard/index',
    );
    await page.context().close();
  });

  test(`a Mexican individual's questionnaire asks for an RFC, masked and checked (${language})`, async ({
    browser,
    request,
  }) => {
    const person = await newAccount(request, language, 'individual', 'mx');
    // One sign-in per request context: a second would find the provider's session and skip the login.
    const headers = await bearer(request, person.email);
    const form = await startOverHttp(request, headers, ['CYBER']);
    expect(form.tax_id_type).toBe('RFC');
    const page = await signedIn(browser, language, person.email, `/ipaf/one-page?user_form_id=${form.id}`);
    const rfc = area(page).getByRole('textbox', { name: say(language, 'ipaf.onePage.taxId', { type: 'RFC' }) });
    await rfc.fill('abc-123');
    await rfc.blur();
    await expect(area(page).getByText(ERROR_MESSAGES.INVALID_TAX_ID[language])).toBeVisible();
    await expect(rfc).toHaveAttribute('aria-invalid', 'true');
    // Prefilled with the account's RFC; another one typed in lower case with separators is kept as an RFC is written.
    const other = freshRfc();
    await rfc.fill('');
    await rfc.pressSequentially(other.toLowerCase().replace(/^(.{4})/, '$1-'));
    await expect(rfc).toHaveValue(other);
    await rfc.blur();
    await expect(area(page).getByText(ERROR_MESSAGES.INVALID_TAX_ID[language])).toHaveCount(0);
    await area(page).getByRole('button', { name: save }).click();
    await expect(area(page).getByText(saved)).toBeVisible();
    const stored = await (await request.get(`/v3/application-forms/${form.id}`, { headers })).json();
    expect(stored.answers['company.tax_id']).toBe(other);
    await page.context().close();
  });
}

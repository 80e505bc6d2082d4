// The questionnaire by keyboard alone, in Chromium against the real API: a whole section filled
// with Tab and keys, saved, refused a finish with questions pending, then finished.
import { expect, test } from '@playwright/test';
import { DEFINITIONS, ERROR_MESSAGES, type Language } from '../../shared/domain/src';
import {
  answerEverythingOverHttp,
  area,
  bearer,
  focusedQuestion,
  newAccount,
  say,
  signedIn,
  startOverHttp,
} from '../steps/questionnaire';

test('keyboard only: a whole section filled with Tab and keys, saved, refused, then finished (en)', async ({
  browser,
  request,
}) => {
  const language: Language = 'en';
  const company = await newAccount(request, language, 'company', 'br');
  const headers = await bearer(request, company.email);
  const form = await startOverHttp(request, headers, ['CYBER']);
  const page = await signedIn(browser, language, company.email, `/ipaf/one-page?user_form_id=${form.id}`);
  await expect(area(page).getByRole('heading', { name: say(language, 'ipaf.onePage.title') })).toBeVisible();
  const tabTo = async (found: () => Promise<boolean>, what: string) => {
    for (let presses = 0; presses < 400; presses += 1) {
      if (await found()) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${what}`);
  };
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  // Every question of the company section, in order, answered with the keyboard alone.
  const section = DEFINITIONS.find((d) => d.part === 'COMMON')!.sections.find((s) => s.id === 'company')!;
  await tabTo(async () => (await focusedQuestion(page)) === section.questions[0]!.id, 'the first question');
  const typed: Record<string, string> = {
    'company.tax_id': company.taxId,
    'company.start_of_operations': '01012020',
    'company.description': 'Online clothing retail.',
    'company.total_employees': '25',
    'company.revenue_last_year': '1500000.00',
    'company.revenue_next_year': '2000000.00',
    'company.websites': 'clothes.example',
    'company.contact_email': 'cfo@clothes.example',
  };
  for (const question of section.questions) {
    expect(await focusedQuestion(page), `focus on ${question.id}`).toBe(question.id);
    if (question.type === 'single_choice') {
      // The native select, closed, takes the next option on ArrowDown (Chromium on Linux and
      // Windows): from "Choose" to the first answer, chosen with no list to close.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedIndex)).toBe(1);
    } else if (question.type === 'yes_no') {
      // "No" is the second radio: arrow to it, or Space when the group's focus is already on it.
      const onNo = await page.evaluate(() => {
        const radio = document.activeElement as HTMLInputElement;
        return [...document.getElementsByName(radio.name)].indexOf(radio) === 1;
      });
      await page.keyboard.press(onNo ? 'Space' : 'ArrowDown');
    } else {
      // Dates and money are masked text fields: select what is there and type over it, as any text.
      await page.keyboard.press('Control+A');
      await page.keyboard.type(typed[question.id] ?? 'Clothes Online Ltda');
    }
    // On to the next question, past anything between that is not one (a list's own buttons, such
    // as "Add another address"): focus that lands outside every question is tabbed on from.
    await tabTo(async () => ![question.id, null].includes(await focusedQuestion(page)), `past ${question.id}`);
  }
  const description = area(page).getByLabel(say(language, 'ipaf.q.company.description'));
  await expect(description).toHaveValue('Online clothing retail.');
  await expect(area(page).getByLabel(say(language, 'ipaf.q.company.start_of_operations'))).toHaveValue('01/01/2020');

  // "Save and continue", reached with Tab and pressed with Enter.
  await tabTo(async () => (await focusedText()) === say(language, 'ipaf.onePage.save'), 'Save and continue');
  await page.keyboard.press('Enter');
  await expect(area(page).getByText(say(language, 'ipaf.onePage.state.saved'))).toBeVisible();
  // "Saved" may still be the last autosave's word while this save is on its way: ask until it lands.
  const storedForm = async () => (await request.get(`/v3/application-forms/${form.id}`, { headers })).json();
  await expect
    .poll(async () => {
      const { pending } = await storedForm();
      return section.questions.map((question) => question.id).filter((id) => pending.includes(id));
    })
    .toEqual([]);
  const stored = await storedForm();
  expect(stored.answers['company.tax_id'].replace(/\W/g, '')).toBe(company.taxId);

  // Finishing with pending questions: refused, focus on the first pending one.
  await page.keyboard.press('Tab');
  expect(await focusedText()).toBe(say(language, 'ipaf.onePage.finish'));
  await page.keyboard.press('Enter');
  await expect(area(page).getByRole('alert')).toContainText(ERROR_MESSAGES.QUESTIONS_PENDING[language]);
  await expect.poll(() => focusedQuestion(page)).toBe((stored.pending[0] as string).split('.').slice(0, 2).join('.'));

  // The rest answered elsewhere; the finish, the review and the confirmation, keyboard only.
  await answerEverythingOverHttp(request, headers, company.taxId);
  await page.reload();
  await expect(area(page).getByRole('heading', { name: say(language, 'ipaf.onePage.title') })).toBeVisible();
  await tabTo(async () => (await focusedText()) === say(language, 'ipaf.onePage.finish'), 'Finish');
  await page.keyboard.press('Enter');
  await expect(area(page).getByRole('heading', { name: say(language, 'ipaf.review.title') })).toBeVisible();
  await tabTo(async () => (await focusedText()) === say(language, 'ipaf.onePage.finish'), 'Finish on the review');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: say(language, 'ipaf.onePage.confirm.title') })).toBeVisible();
  await tabTo(async () => (await focusedText()) === say(language, 'ipaf.onePage.confirm.complete'), 'Complete');
  await page.keyboard.press('Enter');
  await expect(area(page).getByRole('heading', { name: say(language, 'ipaf.success.title') })).toBeVisible();
  await page.context().close();
});

test('keyboard only: the section index is a nav of links, and "next pending question" is reached with Tab and focuses it (pt)', async ({
  browser,
  request,
}) => {
  const language: Language = 'pt';
  const company = await newAccount(request, language, 'company', 'br');
  const headers = await bearer(request, company.email);
  const form = await startOverHttp(request, headers, ['CYBER']);
  const page = await signedIn(browser, language, company.email, `/ipaf/one-page?user_form_id=${form.id}`);
  const index = area(page).getByRole('navigation', { name: say(language, 'ipaf.index.label') });
  const sections = DEFINITIONS.filter((d) => d.part === 'COMMON' || d.part === 'CYBER').flatMap((d) => d.sections);
  await expect(index.getByRole('link')).toHaveCount(sections.length);
  const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
  for (let presses = 0; (await focusedHref()) !== '#section-address'; presses += 1) {
    if (presses > 100) throw new Error('Tab never reached the link to the address');
    await page.keyboard.press('Tab');
  }

  // A link takes the focus to its section's first field.
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedQuestion(page)).toBe('address.zip_code');
  await expect(index.getByRole('link', { name: new RegExp(say(language, 'ipaf.section.address')) })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // Back up to "next pending question", the index's last control, and on to the first unanswered question.
  const next = say(language, 'ipaf.index.next');
  for (
    let presses = 0;
    (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== next;
    presses += 1
  ) {
    if (presses > 100) throw new Error('Shift+Tab never reached "next pending question"');
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Enter');
  const first = (form.pending[0] as string).split('.').slice(0, 2).join('.');
  await expect.poll(() => focusedQuestion(page)).toBe(first);
  const section = sections.find((s) => s.questions.some((q) => q.id === first))!;
  await expect(
    index.getByRole('link', { name: new RegExp(say(language, `ipaf.section.${section.id}`)) }),
  ).toHaveAttribute('aria-current', 'location');
  await page.context().close();
});

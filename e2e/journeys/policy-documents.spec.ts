// A policy's documents end to end in Chromium, in its language (steps/languages.ts; issue 24 items
// 2-4): the customer opens the demo D&O policy's full wording and downloads the signed proposal;
// sends the statement to "a@x.com, bad" (refused, naming "bad", nothing sent) then to two good
// addresses, which both reach the development mailbox; makes a certificate, which a stranger opens
// with no sign-in (in force, at 360 px, no serious axe finding); revokes it, and the stranger's page
// says so (the PDF of the same is served to the stranger too). Texts come from the remote's own messages and the error catalogue.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { ERROR_MESSAGES } from '../../shared/domain/src/errors/error-messages';
import { messages } from '../../mfe-quotes-policies/src/messages';
import { policyDocumentsMessages } from '../../mfe-quotes-policies/src/features/policy-detail/messages';
import { wordingMessages } from '../../mfe-quotes-policies/src/features/policy-wording/messages';
import { CERTIFICATE_MESSAGES } from '../../shell/src/public-pages/certificate/certificate-messages';
import { pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

const PASSWORD = 'Demo!2026';
const POLICY = '00000000-0000-4000-8000-000000000701';
const POLICY_NUMBER = 'DO-2026-000123';

// The certificate is the shell's slim page (issue 25): its words live beside it.
const publicCertificateMessages: Record<Language, Record<string, string>> = CERTIFICATE_MESSAGES;
const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = [messages, policyDocumentsMessages, wordingMessages, publicCertificateMessages]
    .map((words) => words[language][id])
    .find(Boolean);
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const area = (page: Page) => page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]');
const mailsTo = async (request: APIRequestContext, email: string) =>
  (
    (await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
      items: { subject: string }[];
    }
  ).items;

async function seriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

languagesOf('policy-documents').forEach((language) => {
  test(`the customer reads the wording, mails the statement and shares a certificate anyone can verify (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now().toString(36);
    const customer = await pageIn(browser, language);
    await signInAs(customer, language, 'cliente@demo.local', PASSWORD, `/dashboard/policies/detail/${POLICY}`);
    const detail = area(customer);

    // The full wording and the signed proposal.
    await detail.getByRole('link', { name: say(language, 'policy.moreInfo') }).click();
    await expect(
      detail.getByRole('heading', { level: 1, name: say(language, 'wording.title', { number: POLICY_NUMBER }) }),
    ).toBeVisible();
    expect(await seriousAxeFindings(customer)).toEqual([]);
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      detail.getByRole('button', { name: say(language, 'wording.signed.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^signed-proposal-.*\.pdf$/);
    await detail.getByRole('link', { name: say(language, 'wording.back') }).click();

    // The statement: one malformed address and nothing is sent; then two good ones both arrive.
    const emails = detail.getByLabel(say(language, 'statement.emails'));
    const send = detail.getByRole('button', { name: say(language, 'statement.send') });
    const first = `statement-${run}@cliente.example`;
    await emails.fill(`${first}, bad`);
    await send.click();
    await expect(
      detail.getByText(
        `${ERROR_MESSAGES.INVALID_EMAIL_LIST[language]} ${say(language, 'statement.malformed', { list: 'bad' })}`,
      ),
    ).toBeVisible();
    const second = `auditor-${run}@firma.example`;
    await emails.fill(`${first}, ${second}`);
    await send.click();
    await expect(detail.getByText(say(language, 'statement.sent', { list: `${first}, ${second}` }))).toBeVisible();
    for (const address of [first, second])
      await expect.poll(async () => (await mailsTo(customer.request, address)).length, { timeout: 15_000 }).toBe(1);

    // A certificate, opened by a stranger with no sign-in.
    const holder = `Cliente E2E ${run}`;
    await detail.getByLabel(say(language, 'certificates.holderName')).fill(holder);
    await detail.getByRole('button', { name: say(language, 'certificates.create') }).click();
    const open = detail.getByRole('link', { name: say(language, 'certificates.openLabel', { holder }) });
    const address = await open.getAttribute('href');
    expect(address).toMatch(/\/public\/policy\?c=[A-Za-z0-9_-]{22}$/);

    const stranger = await pageIn(browser, language);
    await stranger.setViewportSize({ width: 360, height: 800 });
    await stranger.goto(new URL(address!).pathname + new URL(address!).search);
    await expect(
      stranger.getByRole('heading', { level: 1, name: say(language, 'publicCertificate.title') }),
    ).toBeVisible();
    await expect(stranger.getByText(holder)).toBeVisible();
    await expect(
      stranger.getByText(say(language, 'publicCertificate.inForce', { date: '' }).replace(/\s*\(\)$/, '')),
    ).toBeVisible();
    expect(await stranger.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    expect(await seriousAxeFindings(stranger)).toEqual([]);
    const pdf = await stranger.request.get(
      (await stranger.getByRole('link', { name: say(language, 'publicCertificate.pdf') }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Revoked: the stranger's page says so and shows nothing else.
    await detail.getByRole('button', { name: say(language, 'certificates.revokeLabel', { holder }) }).click();
    const dialog = customer.getByRole('dialog', { name: say(language, 'certificates.revokeTitle') });
    await dialog.getByRole('button', { name: say(language, 'certificates.revoke') }).click();
    await expect(open).toHaveCount(0);
    await stranger.reload();
    await expect(
      stranger.getByRole('heading', { level: 1, name: say(language, 'publicCertificate.revoked.title') }),
    ).toBeVisible();
    await expect(stranger.getByText(holder)).toHaveCount(0);
    await customer.context().close();
    await stranger.context().close();
  });
});

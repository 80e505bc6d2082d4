// Reusable steps of the team and company profile journeys (issue 3), in any interface language.
// Texts come from the remote's own messages and the shared error catalogue, so a wording change
// cannot silently break the journey and the three languages stay in step.
import { expect, type Browser, type Page } from '@playwright/test';
import { ERROR_MESSAGES } from '../../shared/domain/src/errors/error-messages';
import type { Language } from '../../shared/domain/src/locale';
import { allMessages as onboarding } from '../../mfe-onboarding/src/testing/all-messages';

/** A text of mfe-onboarding in `language`, with `{placeholders}` filled. */
export const t = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = onboarding[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
export const errorText = (language: Language, code: keyof typeof ERROR_MESSAGES) => ERROR_MESSAGES[code][language];

/** A fresh tab whose interface language is `language` (the shell reads it from localStorage). */
export async function pageIn(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: { pt: 'pt-BR', en: 'en-US', es: 'es-419' }[language] });
  await context.addInitScript((lang) => window.localStorage.setItem('platform.language', lang), language);
  return context.newPage();
}

/** Signs in on the product's login screen, in `language`, starting from `startAt`. */
export async function signInAs(
  page: Page,
  language: Language,
  email: string,
  password: string,
  startAt = '/auth/login',
) {
  if (startAt) await page.goto(startAt, { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.getByLabel(t(language, 'signIn.email')).fill(email);
  await page.getByLabel(t(language, 'signIn.password')).fill(password);
  await page.getByRole('button', { name: t(language, 'signIn.submit'), exact: true }).click();
  // Back in the app with a session: the code exchange is done (a navigation before would sign in again).
  await expect(page).not.toHaveURL(/\/(auth|oidc)\//, { timeout: 30_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

export async function openTeamList(page: Page, language: Language) {
  await page.goto('/dashboard/users/list');
  await expect(page.getByRole('heading', { level: 1, name: t(language, 'team.title') })).toBeVisible();
}

/** Fills the invite form and sends it (the caller checks the outcome). */
export async function submitInvitation(page: Page, language: Language, name: string, email: string) {
  await page.getByLabel(t(language, 'team.invite.name')).fill(name);
  await page.getByLabel(t(language, 'team.invite.email')).fill(email);
  await page.getByRole('button', { name: t(language, 'team.invite.submit') }).click();
}

/** An invalid e-mail is refused under its field; what was typed stays. */
export async function inviteWithInvalidEmail(page: Page, language: Language, name: string) {
  await submitInvitation(page, language, name, 'not-an-email@');
  await expect(page.getByText(errorText(language, 'INVALID_EMAIL'))).toBeVisible();
  await expect(page.getByLabel(t(language, 'team.invite.name'))).toHaveValue(name);
  await expect(page.getByLabel(t(language, 'team.invite.email'))).toHaveValue('not-an-email@');
}

export async function inviteMember(page: Page, language: Language, name: string, email: string) {
  await submitInvitation(page, language, name, email);
  await expect(page.getByRole('status').filter({ hasText: t(language, 'team.invite.sent', { email }) })).toBeVisible();
  await expect(page.getByRole('table', { name: t(language, 'team.pending') }).getByText(email)).toBeVisible();
}

/** Opens the development mailbox and follows the newest link mailed to `email`. */
export async function followMailedLink(page: Page, email: string) {
  await page.goto(`/v3/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.locator('article', { hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.locator('a.action').click();
}

/** On auth/register: the account and e-mail are shown; the person sets name and password, then goes to sign in. */
export async function acceptInvitation(
  page: Page,
  language: Language,
  { account, email, name, password }: { account: string; email: string; name: string; password: string },
) {
  await expect(page).toHaveURL(/\/auth\/register\?token=/);
  await expect(page.getByRole('heading', { name: t(language, 'invitation.title', { account }) })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(t(language, 'invitation.name')).fill(name);
  await page.getByLabel(t(language, 'invitation.password')).fill(password);
  await page.getByRole('button', { name: t(language, 'invitation.accept') }).click();
  await expect(page.getByText(t(language, 'invitation.accepted.text'))).toBeVisible();
  await page.getByRole('button', { name: t(language, 'invitation.signIn') }).click();
}

/** A team member sees the list but no invite, resend or remove actions, and the access-level message. */
export async function expectMemberView(page: Page, language: Language) {
  await openTeamList(page, language);
  await expect(page.getByText(t(language, 'team.noAccess'))).toBeVisible();
  await expect(page.getByText(t(language, 'team.adminBySupport'))).toBeVisible();
  await expect(page.getByRole('table', { name: t(language, 'team.members') })).toBeVisible();
  await expect(page.getByRole('button', { name: t(language, 'team.invite.submit') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t(language, 'team.remove') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t(language, 'team.resend') })).toHaveCount(0);
}

export async function openProfile(page: Page, language: Language) {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: t(language, 'profile.title') })).toBeVisible();
}

/** Edits the trade name and the billing e-mail, saves both, reloads: both are kept. */
export async function editProfileAndBilling(page: Page, language: Language, tradeName: string, billingEmail: string) {
  await openProfile(page, language);
  await page.getByLabel(t(language, 'profile.name')).fill(tradeName);
  await page.getByRole('button', { name: t(language, 'profile.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(language, 'profile.saved') })).toBeVisible();
  await page.getByRole('textbox', { name: t(language, 'profile.billing.email'), exact: true }).fill(billingEmail);
  await page.getByRole('button', { name: t(language, 'profile.billing.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(language, 'profile.billing.saved') })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t(language, 'profile.name'))).toHaveValue(tradeName);
  await expect(page.getByRole('textbox', { name: t(language, 'profile.billing.email'), exact: true })).toHaveValue(
    billingEmail,
  );
}

/** An invalid website shows INVALID_URL under it; every other field keeps what was typed. */
export async function invalidWebsiteKeepsTheRest(page: Page, language: Language, city: string) {
  await openProfile(page, language);
  const noWebsite = page.getByLabel(t(language, 'profile.noWebsite'));
  if (await noWebsite.isChecked()) await noWebsite.uncheck();
  await page.getByLabel(t(language, 'profile.website', { n: '1' })).fill('not a url');
  await page.getByLabel(t(language, 'profile.address.city')).fill(city);
  await page.getByRole('button', { name: t(language, 'profile.save') }).click();
  await expect(page.getByText(errorText(language, 'INVALID_URL')).first()).toBeVisible();
  await expect(page.getByLabel(t(language, 'profile.website', { n: '1' }))).toHaveValue('not a url');
  await expect(page.getByLabel(t(language, 'profile.address.city'))).toHaveValue(city);
}

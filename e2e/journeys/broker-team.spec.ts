// The brokerage's people and its KAM in Chromium, against the real API, in one language (issue 23
// item 6): Demo Corretora's administrator (corretor@demo.local) invites a colleague, who accepts
// from the mailbox, works the book but is refused the bank details; the administrator opens the
// brokerage's key account manager from the book.
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../shared/domain/src/locale';
import { ERROR_MESSAGES } from '../../shared/domain/src/errors/error-messages';
import { messages as brokerFirst } from '../../mfe-broker/src/messages';
import { brokerUsersMessages } from '../../mfe-broker/src/features/broker-users/messages';
import { kamMessages } from '../../mfe-broker/src/features/kam/messages';
import { acceptInvitation, followMailedLink, pageIn, signInAs } from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

const ADMIN = 'corretor@demo.local';
const PASSWORD = 'Demo!2026';
const BROKERAGE = 'Demo Corretora de Seguros';

const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const texts: Record<string, string> = {
    ...brokerFirst[language],
    ...kamMessages[language],
    ...brokerUsersMessages[language],
  };
  const text = texts[id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
const brokerArea = (page: Page) => page.locator('[data-remote="mfe_broker"][data-state="mounted"]');

for (const language of languagesOf('broker-team')) {
  test(`a broker invites a colleague who works the book without the bank details, and opens its KAM (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await pageIn(browser, language);
    await signInAs(admin, language, ADMIN, PASSWORD, '/broker/users/list');
    await expect(admin.getByRole('heading', { level: 1, name: say(language, 'broker.users.title') })).toBeVisible();
    const email = `colega-${language}-${Date.now()}@e2e.local`;
    await admin.getByLabel(say(language, 'broker.users.invite.name')).fill('Bruno Colega');
    await admin.getByLabel(say(language, 'broker.users.invite.email')).fill(email);
    await admin.getByRole('button', { name: say(language, 'broker.users.invite.submit') }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: say(language, 'broker.users.invite.sent', { email }) }),
    ).toBeVisible();
    const people = admin.getByRole('table', { name: say(language, 'broker.users.people') });
    await expect(people.getByRole('row').filter({ hasText: email })).toContainText(
      say(language, 'broker.users.role.BROKER_INVITED'),
    );

    const colleague = await pageIn(browser, language);
    await followMailedLink(colleague, email);
    await acceptInvitation(colleague, language, {
      account: BROKERAGE,
      email,
      name: 'Bruno Colega',
      password: 'Segura!2026',
    });
    await signInAs(colleague, language, email, 'Segura!2026', '');
    // The book is the colleague's home; the bank details are the administrator's alone.
    await expect(colleague).toHaveURL(/\/broker\/index$/);
    await expect(
      brokerArea(colleague).getByRole('heading', { level: 1, name: say(language, 'broker.companies.title') }),
    ).toBeVisible();
    await expect(brokerArea(colleague).getByRole('link', { name: 'Outra Empresa' }).first()).toBeVisible();
    await colleague.goto('/broker/edit-profile');
    await expect(colleague.getByText(ERROR_MESSAGES.FORBIDDEN[language])).toBeVisible();
    await expect(colleague.getByLabel(/agência|branch|agencia/i)).toHaveCount(0);
    await colleague.context().close();

    await admin.goto('/broker/index');
    // Opened cold, the broker home is its first screen (h-brokerfirst): its link starts the full shell.
    await admin
      .locator('[data-screen="broker-home"]')
      .getByRole('link', { name: say(language, 'broker.kamLink') })
      .click();
    await expect(admin).toHaveURL(/\/broker\/kam\//);
    await expect(admin.getByRole('heading', { level: 1, name: say(language, 'broker.kam.title') })).toBeVisible();
    await expect(admin.getByRole('img', { name: 'Juliana Prado' })).toHaveText('JP');
    await expect(admin.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511990001234');
    await admin.context().close();
  });
}

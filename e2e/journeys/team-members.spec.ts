import { expect, test } from '@playwright/test';
import {
  acceptInvitation,
  editProfileAndBilling,
  expectMemberView,
  followMailedLink,
  invalidWebsiteKeepsTheRest,
  inviteMember,
  inviteWithInvalidEmail,
  openTeamList,
  pageIn,
  signInAs,
} from '../steps/team-and-profile';
import { languagesOf } from '../steps/languages';

const ADMIN = 'cliente@demo.local';
const PASSWORD = 'Demo!2026';
const ACCOUNT = 'Demo Tecnologia Ltda';

for (const language of languagesOf('team-members')) {
  test.describe(`team members and company profile (${language})`, () => {
    test('the administrator invites a person who accepts, signs in and cannot invite', async ({ browser }) => {
      const admin = await pageIn(browser, language);
      await signInAs(admin, language, ADMIN, PASSWORD, '/dashboard/users/list');
      await openTeamList(admin, language);
      const name = `Pessoa Convidada ${language}`;
      await inviteWithInvalidEmail(admin, language, name);
      const email = `convite-${language}-${Date.now()}@e2e.local`;
      await inviteMember(admin, language, name, email);

      const invitee = await pageIn(browser, language);
      await followMailedLink(invitee, email);
      await acceptInvitation(invitee, language, {
        account: ACCOUNT,
        email,
        name: `${name} Silva`,
        password: 'Segura!2026',
      });
      await signInAs(invitee, language, email, 'Segura!2026', '');
      await expect(invitee).not.toHaveURL(/\/auth\//);
      await expectMemberView(invitee, language);
      await invitee.context().close();
      await admin.context().close();
    });

    test('the administrator edits the profile and billing e-mail; an invalid URL is refused and the rest kept', async ({
      browser,
    }) => {
      const admin = await pageIn(browser, language);
      await signInAs(admin, language, ADMIN, PASSWORD, '/dashboard/profile');
      const stamp = Date.now();
      await editProfileAndBilling(
        admin,
        language,
        `Demo ${language} ${stamp}`,
        `cobranca-${language}-${stamp}@demo.local`,
      );
      await invalidWebsiteKeepsTheRest(admin, language, `Cidade ${stamp}`);
      await admin.context().close();
    });
  });
}

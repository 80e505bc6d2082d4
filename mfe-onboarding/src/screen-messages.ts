import type { Messages } from '@platform/i18n';
import { acceptInvitationMessages } from './features/accept-invitation/messages';
import { accountMessages } from './features/account-messages/messages';
import { companyProfileMessages } from './features/company-profile/messages';
import { signUpMessages } from './features/sign-up/messages';
import { preApplicationMessages } from './features/pre-application/messages';
import { teamMembersMessages } from './features/team-members/messages';
import { brokerOnboardingMessages } from './broker-onboarding-messages';

const FEATURES = [
  teamMembersMessages,
  acceptInvitationMessages,
  companyProfileMessages,
  brokerOnboardingMessages,
  signUpMessages,
  accountMessages,
  preApplicationMessages,
];

/** The texts of every screen but sign-in: loaded with the first of those screens (lazyScreen). */
export const screenMessages: Messages = {
  pt: Object.assign({}, ...FEATURES.map((feature) => feature.pt)),
  en: Object.assign({}, ...FEATURES.map((feature) => feature.en)),
  es: Object.assign({}, ...FEATURES.map((feature) => feature.es)),
};

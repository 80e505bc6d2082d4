import type { Language } from '@platform/domain';
import type { Messages } from '@platform/i18n';
import { brokerFormMessages } from './components/broker-forms/messages';
import { brokerProfileMessages } from './features/broker-profile/messages';
import { brokerRegisterMessages } from './features/broker-register/messages';
import { brokerSignupMessages } from './features/broker-signup/messages';

const merged = (language: Language) => ({
  ...brokerFormMessages[language],
  ...brokerSignupMessages[language],
  ...brokerRegisterMessages[language],
  ...brokerProfileMessages[language],
});

/** Every text of broker signup, register, success screen and edit-profile, spread into screen-messages.ts. */
export const brokerOnboardingMessages: Messages = { pt: merged('pt'), en: merged('en'), es: merged('es') };

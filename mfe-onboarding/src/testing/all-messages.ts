import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { screenMessages } from '../screen-messages';

/** Every text mfe-onboarding shows, in pt (default), en and es: the first visit's and the other screens' (tests and e2e steps read texts from here). */
export const allMessages: Messages = {
  pt: { ...screenMessages.pt, ...messages.pt },
  en: { ...screenMessages.en, ...messages.en },
  es: { ...screenMessages.es, ...messages.es },
};

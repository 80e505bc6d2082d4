import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { screenMessages } from '../screen-messages';

/** Every text of the remote, as a screen sees them once it is open (the remote's and the screen's). */
export const allMessages: Messages = {
  pt: { ...messages.pt, ...screenMessages.pt },
  en: { ...messages.en, ...screenMessages.en },
  es: { ...messages.es, ...screenMessages.es },
};

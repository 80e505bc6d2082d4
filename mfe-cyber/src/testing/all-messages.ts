import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { screenMessages } from '../screen-messages';

/** The home's texts plus those the lazily loaded screens bring with them, as the screens see them. */
export const allMessages: Messages = {
  pt: { ...messages.pt, ...screenMessages.pt },
  en: { ...messages.en, ...screenMessages.en },
  es: { ...messages.es, ...screenMessages.es },
};

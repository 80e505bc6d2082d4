import type { Messages } from '@platform/i18n';
import { coreMessages } from './core-messages';
import { screenMessages } from './screen-messages';

/** Every text mfe-ipaf shows, in pt (default), en and es (tests and e2e steps read texts from here). */
export const messages: Messages = {
  pt: { ...screenMessages.pt, ...coreMessages.pt },
  en: { ...screenMessages.en, ...coreMessages.en },
  es: { ...screenMessages.es, ...coreMessages.es },
};

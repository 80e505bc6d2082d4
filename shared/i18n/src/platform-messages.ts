import type { Language } from '@platform/domain';
import { ERROR_MESSAGES } from '@platform/domain/errors';
import { commonMessages } from './common-messages';
import type { Messages } from './messages';

/**
 * The domain error catalogue of one language as messages, `error.<CODE>` -> text, built from
 * ERROR_MESSAGES (never copied) so a new code in `@platform/domain` is translated everywhere.
 */
function errorCatalogue(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, texts]) => [`error.${code}`, texts[language]]));
}

/** The domain error catalogue alone as messages, `error.<CODE>` -> text (also part of {@link platformMessages}). */
export const errorCatalogueMessages: Messages = {
  pt: errorCatalogue('pt'),
  en: errorCatalogue('en'),
  es: errorCatalogue('es'),
};

/**
 * The texts shared by the shell and every remote: the `common.*` texts plus one `error.<CODE>`
 * per code of the domain error catalogue, so screens can write
 * `intl.formatMessage({ id: \`error.${code}\` })`. PlatformIntlProvider puts them under each
 * app's own messages (the error texts of the locale's language alone, ./error-texts.ts); an app
 * may override one. All three languages at once: for tests and the journeys
 * (`@platform/i18n/platform-messages`), never in an app's start.
 */
export const platformMessages: Messages = {
  pt: { ...commonMessages.pt, ...errorCatalogueMessages.pt },
  en: { ...commonMessages.en, ...errorCatalogueMessages.en },
  es: { ...commonMessages.es, ...errorCatalogueMessages.es },
};

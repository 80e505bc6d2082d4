import type { ErrorCode } from '@platform/domain/error-codes';
import type { Language } from '@platform/domain/locale';
// The one loader of the catalogue's texts, one language a chunk (h-broker), not the i18n package's index.
import { errorTextsFailure, errorTextsOf, loadErrorTexts } from '@platform/i18n/error-texts';
import { readStoredLanguage } from '../locale/stored-language';

/** The slim pages' language before a choice: the one chosen last on this device, else Portuguese. */
export const slimLanguageAtStart = (): Language => readStoredLanguage() ?? 'pt';

/** Starts loading the page's language's texts beside the page's own start, not once it first draws. */
export function startErrorTexts(): void {
  loadErrorTexts(slimLanguageAtStart()).catch(() => undefined);
}

/**
 * The error catalogue's words in the slim page's language: the page suspends until that language
 * is loaded (React keeps the first paint meanwhile), so an error is never drawn as its code, and a
 * guest page carries one language's texts instead of all three (issue 25: `/auth/login` was at 130 KB).
 */
export function useErrorText(language: Language): (code: ErrorCode) => string {
  const texts = errorTextsOf(language);
  if (!texts) {
    // As `@platform/i18n`'s provider waits: a failure is thrown once, not loaded again in a loop;
    // else Suspense's way, as React.lazy does (the load is cached, so the retry reads it at once).
    throw errorTextsFailure(language) ?? loadErrorTexts(language);
  }
  return (code) => texts[`error.${code}`] ?? texts['error.UNEXPECTED_ERROR']!;
}

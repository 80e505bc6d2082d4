import type { ErrorCode } from '@platform/domain/error-codes';
import type { Language } from '@platform/domain/locale';

/** One language's error catalogue as messages, `error.<CODE>` -> text. */
export type ErrorTexts = Record<string, string>;

/**
 * Each language's texts are a chunk of their own (`@platform/domain/error-texts/*`): a page opened
 * cold loads the person's language only (issue 25: all three came with the platform's messages).
 */
const LOADERS: Record<Language, () => Promise<{ ERROR_TEXTS: Record<ErrorCode, string> }>> = {
  pt: () => import('@platform/domain/error-texts/pt'),
  en: () => import('@platform/domain/error-texts/en'),
  es: () => import('@platform/domain/error-texts/es'),
};

const loaded = new Map<Language, ErrorTexts>();
const loading = new Map<Language, Promise<ErrorTexts>>();
const failed = new Map<Language, unknown>();

/** The language's texts if they are loaded; else undefined (see {@link loadErrorTexts}). */
export function errorTextsOf(language: Language): ErrorTexts | undefined {
  return loaded.get(language);
}

/**
 * Loads the language's texts, once: the provider waits on it before it draws in a language whose
 * texts are not here yet, and a language switch before it switches, so an error is never shown as
 * its key. A failed load is forgotten, so the next one tries again.
 */
export function loadErrorTexts(language: Language): Promise<ErrorTexts> {
  const started = loading.get(language);
  if (started) return started;
  failed.delete(language);
  const load = LOADERS[language]().then(({ ERROR_TEXTS }) => {
    const texts = Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, text]) => [`error.${code}`, text]));
    loaded.set(language, texts);
    return texts;
  });
  load.catch((failure: unknown) => {
    loading.delete(language);
    failed.set(language, failure);
  });
  loading.set(language, load);
  return load;
}

/**
 * Why the language's last load failed, if it did: the provider shows the area's error view with
 * it instead of loading again on every render (a new {@link loadErrorTexts}, a language switch or
 * the page reloaded, tries again).
 */
export function errorTextsFailure(language: Language): unknown {
  return failed.get(language);
}

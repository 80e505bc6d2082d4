import { LANGUAGES, type Language } from '@platform/domain/locale';

/**
 * The texts of an app (or of the platform), in every interface language, keyed by message id.
 * One object per app, so a reviewer sees the three languages side by side.
 */
export type Messages = Record<Language, Record<string, string>>;

/**
 * Declares an app's messages and makes the compiler refuse a key that is missing in one of the
 * three languages: the keys of pt, en and es must be the same set.
 *
 * @example
 * export const messages = defineMessagesFor({
 *   pt: { 'claims.title': 'Sinistros' },
 *   en: { 'claims.title': 'Claims' },
 *   es: { 'claims.title': 'Siniestros' },
 * });
 */
export function defineMessagesFor<const Key extends string>(
  messages: Record<Language, Record<Key, string>>,
): Record<Language, Record<Key, string>> {
  return messages;
}

/**
 * Every message id that some language has and another lacks or leaves blank, as
 * `'<language>: <id>'` (for example `'en: claims.title'`), sorted by id then language.
 * Apps call it in a unit test: `expect(missingKeys(messages)).toEqual([])`.
 */
export function missingKeys(messages: Messages): string[] {
  const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(messages[language] ?? {})));
  const missing: string[] = [];
  for (const key of [...keys].sort()) {
    for (const language of LANGUAGES) {
      const text = messages[language]?.[key];
      if (typeof text !== 'string' || text.trim() === '') missing.push(`${language}: ${key}`);
    }
  }
  return missing;
}

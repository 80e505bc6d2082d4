import type { Language } from '@platform/domain';

export const LANGUAGE_STORAGE_KEY = 'platform.language';

/**
 * The languages, spelled here so that the boot code can read the stored choice without loading
 * `@platform/domain` (a shared module) before it leaves for sign-in; a test keeps this list equal
 * to the domain's `LANGUAGES`.
 */
export const BOOT_LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** The BCP-47 tag of each language for the default country (br), as `@platform/i18n`'s `localeTag`. */
export const BOOT_LANGUAGE_TAGS: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-419' };

/** The language the user chose last on this device, if any. */
export function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return BOOT_LANGUAGES.find((language) => language === value) ?? null;
  } catch {
    return null;
  }
}

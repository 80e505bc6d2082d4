import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, type Language, type Locale } from '@platform/domain/locale';
import { loadErrorTexts, localeFromPath, withLanguage } from '@platform/i18n';
import type { LocaleControl } from '../app/shell-context';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './stored-language';

/**
 * The locale: country and language from the URL where the route has them (`/{country}/{language}/...`),
 * else the language the user chose last, else BR / pt.
 */
export function useLocaleState(): LocaleControl {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState<Language | null>(readStoredLanguage);
  const locale: Locale = useMemo(
    () => localeFromPath(location.pathname) ?? { ...DEFAULT_LOCALE, language: stored ?? DEFAULT_LOCALE.language },
    [location.pathname, stored],
  );

  const setLanguage = useCallback(
    (language: Language) => {
      const switchTo = () => {
        try {
          window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setStored(language);
        if (localeFromPath(location.pathname))
          navigate(withLanguage(location.pathname, language) + location.search, { replace: true });
      };
      // The error catalogue's texts come one language at a time: the switch waits for the new
      // language's, so no screen draws an error as its key in between. A failed load (offline)
      // leaves the language as it was, to be chosen again.
      loadErrorTexts(language).then(switchTo, () => undefined);
    },
    [location.pathname, location.search, navigate],
  );
  return useMemo(() => ({ locale, setLanguage }), [locale, setLanguage]);
}

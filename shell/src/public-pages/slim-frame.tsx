import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@platform/domain';
import { BrandMark } from '../app/brand-mark';
import { frameMessages } from '../app/frame-messages';
import {
  BOOT_LANGUAGES,
  BOOT_LANGUAGE_TAGS,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
} from '../locale/stored-language';

/** The language of a slim page: the one stored on the device, else pt; choosing one stores it as the shell does. */
export function useSlimLanguage() {
  const [language, setLanguage] = useState<Language>(() => readStoredLanguage() ?? 'pt');
  useEffect(() => {
    document.documentElement.lang = BOOT_LANGUAGE_TAGS[language];
  }, [language]);
  const choose = (value: Language) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setLanguage(value);
  };
  return [language, choose] as const;
}

/**
 * The shell's frame as the slim pages draw it (the header the full shell draws: brand, skip link,
 * a native language select), around `children`; the same markup as the first paint's, so nothing
 * moves when React takes over.
 */
export function SlimFrame({
  language,
  onLanguage,
  busy,
  children,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
  /** The page's data is on its way: the main area says so to assistive technology. */
  busy?: boolean;
  children: ReactNode;
}) {
  const text = frameMessages[language];
  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        {text['shell.skipToContent']}
      </a>
      <header className="shell-header">
        <a href="/" className="shell-brand">
          <BrandMark />
          <span className="shell-brand__name">{text['shell.brand']}</span>
        </a>
        <div className="ui-field shell-language">
          <label className="ui-visually-hidden" htmlFor="shell-language">
            {text['shell.language']}
          </label>
          <select
            id="shell-language"
            className="ui-select__trigger"
            value={language}
            onChange={(event) => onLanguage(event.target.value as Language)}
          >
            {BOOT_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {option.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  );
}

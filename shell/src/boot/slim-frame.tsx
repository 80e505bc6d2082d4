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

/**
 * The frame of the boot code's slim pages (sign-in, sign-up): the full shell's header for a guest
 * (brand and language picker, same markup and classes, so nothing moves when a page changes hands)
 * and the main landmark, drawn with React alone.
 */

/** The page's language: the one chosen last on this device; a new choice is kept for the full shell. */
export function useBootLanguage(title: (language: Language) => string) {
  const [language, setLanguage] = useState<Language>(() => readStoredLanguage() ?? 'pt');
  const heading = title(language);
  useEffect(() => {
    document.documentElement.lang = BOOT_LANGUAGE_TAGS[language];
    document.title = `${heading} · ${frameMessages[language]['shell.brand']}`;
  }, [language, heading]);

  const chooseLanguage = (value: Language) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setLanguage(value);
  };
  return [language, chooseLanguage] as const;
}

export function SlimFrame({
  language,
  onLanguage,
  children,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
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
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

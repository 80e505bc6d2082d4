import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@platform/domain';
import { BrandMark } from '../app/brand-mark';
import { frameMessages } from '../app/frame-messages';
import { BOOT_LANGUAGES, BOOT_LANGUAGE_TAGS, LANGUAGE_STORAGE_KEY } from '../locale/stored-language';
import { loadErrorTexts } from '@platform/i18n/error-texts';
import { slimLanguageAtStart } from './slim-error-texts';
import { SelectChevron } from './slim-fields';
import './slim-frame.css';

/**
 * The frame of the boot code's slim pages (sign-in, sign-up, the public certificate and signing pages): the full shell's header for a guest
 * (brand, language picker and, where the full shell shows it, the guest's navigation; same markup
 * and classes, so nothing moves when a page changes hands) and the main landmark, drawn with React
 * alone. Links are full page loads into the full shell.
 */

/** The page's language: the one chosen last on this device; a new choice is kept for the full shell. */
export function useSlimLanguage() {
  const [language, setLanguage] = useState<Language>(slimLanguageAtStart);
  useEffect(() => {
    document.documentElement.lang = BOOT_LANGUAGE_TAGS[language];
  }, [language]);
  const chooseLanguage = (value: Language) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // The page switches once the language's error texts are in (it would suspend without them);
    // if they cannot be fetched it stays in its language, as the full shell's switch does.
    loadErrorTexts(value).then(
      () => setLanguage(value),
      () => undefined,
    );
  };
  return [language, chooseLanguage] as const;
}

/** The tab's title as the full shell writes it: the page's heading, then the brand. */
export function useSlimTitle(heading: string | null | undefined, language: Language) {
  useEffect(() => {
    if (heading) document.title = `${heading} · ${frameMessages[language]['shell.brand']}`;
  }, [heading, language]);
}

type FrameText = Record<keyof (typeof frameMessages)['pt'], string>;

/** A guest's navigation as the full shell's ShellNavigation draws it (help; sign in), folded into a menu on a phone. */
function GuestNavigation({ text, picker }: { text: FrameText; picker: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <nav aria-label={text['shell.nav.label']} className="shell-nav">
        <a href="/help">{text['shell.nav.help']}</a>
      </nav>
      <div className="shell-user">
        {picker}
        <nav aria-label={text['shell.nav.account']} className="shell-account-nav">
          <a href="/auth/login">{text['shell.nav.signIn']}</a>
        </nav>
        <div className="slim-menu">
          <button
            type="button"
            className="ui-menu__trigger shell-menu-button"
            aria-expanded={open}
            aria-controls="slim-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">
              {/* lucide's Menu icon, as the full shell's menu button shows it. */}
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 12h16M4 6h16M4 18h16" strokeLinecap="round" />
              </svg>
            </span>
            <span>{text['shell.nav.menu']}</span>
          </button>
          {open && (
            <ul id="slim-menu" className="ui-menu">
              <li>
                <a className="ui-menu__item" href="/help">
                  {text['shell.nav.help']}
                </a>
              </li>
              <li>
                <a className="ui-menu__item" href="/auth/login">
                  {text['shell.nav.signIn']}
                </a>
              </li>
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

export function SlimFrame({
  language,
  onLanguage,
  guestNavigation = false,
  busy,
  children,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
  /** The guest's navigation the full shell shows on this page (not on the sign-in form itself). */
  guestNavigation?: boolean;
  /** The page's data is on its way: the main area says so to assistive technology. */
  busy?: boolean;
  children: ReactNode;
}) {
  const text = frameMessages[language];
  const select = (className: string) => (
    <select
      id="shell-language"
      className={className}
      value={language}
      onChange={(event) => onLanguage(event.target.value as Language)}
    >
      {BOOT_LANGUAGES.map((option) => (
        <option key={option} value={option}>
          {option.toUpperCase()}
        </option>
      ))}
    </select>
  );
  const picker = (
    <div className="ui-field shell-language">
      <label className="ui-visually-hidden" htmlFor="shell-language">
        {text['shell.language']}
      </label>
      {guestNavigation ? (
        // With the guest's navigation, the full shell's picker exactly (SelectField's markup).
        <div className="ui-select">
          {select('ui-field__input ui-select__control')}
          <SelectChevron />
        </div>
      ) : (
        select('ui-select__trigger')
      )}
    </div>
  );
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
        {guestNavigation ? <GuestNavigation text={text} picker={picker} /> : picker}
      </header>
      <main id="main" className="shell-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  );
}

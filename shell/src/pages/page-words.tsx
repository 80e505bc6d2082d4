import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLanguage } from '@platform/domain/locale';
import type { Messages } from '@platform/i18n';

/**
 * The words of a page the shell fetches on demand (help, meeting, operations), added to the
 * shell's in the language it speaks: they come with the page's code, so the shell's start does
 * not carry them.
 */
export function PageWords({ messages, children }: { messages: Messages; children: ReactNode }) {
  const shell = useIntl();
  const code = new Intl.Locale(shell.locale).language;
  const language = isLanguage(code) ? code : DEFAULT_LOCALE.language;
  // The shell's words are plain strings (PlatformIntlProvider's), as the page's are.
  const shellWords = shell.messages as Record<string, string>;
  const merged = useMemo(() => ({ ...shellWords, ...messages[language] }), [shellWords, messages, language]);
  return (
    <IntlProvider locale={shell.locale} defaultLocale={shell.defaultLocale} messages={merged} onError={shell.onError}>
      {children}
    </IntlProvider>
  );
}

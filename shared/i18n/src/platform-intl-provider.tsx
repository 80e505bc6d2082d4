import { useCallback, useMemo, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain/locale';
import { localeTag } from './formatters';
import type { Messages } from './messages';
import { commonMessages } from './common-messages';
import { errorTextsFailure, errorTextsOf, loadErrorTexts } from './error-texts';

/** An error react-intl reports while formatting (a missing translation, a broken message...). */
export type IntlError = Parameters<NonNullable<ComponentProps<typeof IntlProvider>['onError']>>[0];

/** Props of {@link PlatformIntlProvider}. */
export interface PlatformIntlProviderProps {
  /** The current country and language (from the URL or the user's choice). */
  locale: Locale;
  /** The app's own messages in every language; they win over the platform's shared ones. */
  messages: Messages;
  /** Replaces the default error reporting (mostly for tests). */
  onError?: (error: IntlError) => void;
  children: ReactNode;
}

// process.env.NODE_ENV is replaced at build time; the typeof guard keeps unbundled code safe.
const isProduction = () => typeof process !== 'undefined' && process.env.NODE_ENV === 'production';

/**
 * A missing translation is a bug to see while developing, never a crash: it is logged with
 * console.warn outside production (and the id is shown in its place); other formatting errors
 * are logged with console.error. Nothing is thrown.
 */
export function reportIntlError(error: IntlError): void {
  if ((error.code as string) === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (!isProduction()) console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error('[i18n]', error);
}

/**
 * react-intl's IntlProvider set up the platform's way: the BCP-47 tag of `locale`, the
 * messages of its language (the platform's `common.*` texts and the domain error catalogue as
 * `error.<CODE>`; then the app's own, which win), and an onError that warns instead of throwing.
 * The catalogue's texts load one language at a time: until the locale's have arrived it suspends
 * (React keeps what was on screen), so an error is never drawn as its key.
 */
export function PlatformIntlProvider({
  locale,
  messages,
  onError = reportIntlError,
  children,
}: PlatformIntlProviderProps) {
  const { language } = locale;
  const errorTexts = errorTextsOf(language);
  if (!errorTexts) {
    // A failed load goes to the area's error view, not round a loop of loads.
    const failure = errorTextsFailure(language);
    if (failure) throw failure;
    // Suspense's way of waiting, as React.lazy does (not `use`, which would hold a test's lazy
    // screens in an unawaited act scope); the load is cached, so the retry reads it at once.
    throw loadErrorTexts(language);
  }
  const merged = useMemo(
    () => ({ ...commonMessages[language], ...errorTexts, ...messages[language] }),
    [language, errorTexts, messages],
  );
  const handleError = useCallback((error: IntlError) => onError(error), [onError]);
  return (
    <IntlProvider
      locale={localeTag(locale)}
      defaultLocale={localeTag(DEFAULT_LOCALE)}
      messages={merged}
      onError={handleError}
    >
      {children}
    </IntlProvider>
  );
}

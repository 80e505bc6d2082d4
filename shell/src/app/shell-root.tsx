import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { localeTag, PlatformIntlProvider } from '@platform/i18n';
import { useLocaleState } from '../locale/use-locale-state';
import { LocaleContext, useShell } from './shell-context';
import { messages } from './messages';

/** Providers that need the router: the locale (read from the URL) and translations. */
export function ShellRoot() {
  const control = useLocaleState();
  const { eventBus } = useShell();
  const { locale } = control;
  useEffect(() => {
    document.documentElement.lang = localeTag(locale);
    eventBus.emit('locale:changed', { locale });
  }, [locale, eventBus]);
  return (
    <LocaleContext.Provider value={control}>
      <PlatformIntlProvider locale={locale} messages={messages}>
        <Outlet />
      </PlatformIntlProvider>
    </LocaleContext.Provider>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { localeTag, PlatformIntlProvider } from '@platform/i18n';
import { useLocaleState } from '../locale/use-locale-state';
import { LocaleContext, useShell } from './shell-context';
import { messages } from './messages';
import { UpdateNotifier } from '../update/update-notifier';
import { UiServicesHost } from '../ui-services/ui-services-host';

/**
 * Providers that need the router: the locale (read from the URL) and translations; and the
 * shell's services that speak the user's language: the update notifier and the toasts, notices
 * and modals remotes ask for.
 */
export function ShellRoot() {
  const control = useLocaleState();
  const { eventBus, registry } = useShell();
  const { locale } = control;
  useEffect(() => {
    document.documentElement.lang = localeTag(locale);
    eventBus.emit('locale:changed', { locale });
  }, [locale, eventBus]);
  return (
    <LocaleContext.Provider value={control}>
      <PlatformIntlProvider locale={locale} messages={messages}>
        <UpdateNotifier eventBus={eventBus} registry={registry} />
        <Outlet />
        <UiServicesHost eventBus={eventBus} />
      </PlatformIntlProvider>
    </LocaleContext.Provider>
  );
}

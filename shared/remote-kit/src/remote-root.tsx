import { useMemo, type ReactNode } from 'react';
import { bearerAuthorizer, createApiClient } from '@platform/api-client';
import { PlatformIntlProvider, type Messages } from '@platform/i18n';
import type { ParcelProps } from '@platform/remote-contract';
import { PlatformContext, type Platform } from './platform-context';

/**
 * Everything a remote's screens need above them: platform services and translations.
 * Used by the parcel (inside the shell) and by the standalone host page alike.
 */
export function RemoteProviders({ props, messages, children }: { props: Omit<ParcelProps, 'location' | 'navigator'>; messages: Messages; children: ReactNode }) {
  const { session, eventBus, locale, basePath, apiBaseUrl, authorize } = props;
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        authorize: authorize ?? bearerAuthorizer(() => session.getState().user.token),
        getAccountId: () => session.getState().company?.id,
      }),
    [apiBaseUrl, session, authorize],
  );
  const platform = useMemo<Platform>(() => ({ session, eventBus, locale, api, basePath }), [session, eventBus, locale, api, basePath]);
  return (
    <PlatformContext.Provider value={platform}>
      <PlatformIntlProvider locale={locale} messages={messages}>
        {children}
      </PlatformIntlProvider>
    </PlatformContext.Provider>
  );
}

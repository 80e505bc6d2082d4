import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { bearerAuthorizer, createApiClient } from '@platform/api-client';
import { PlatformIntlProvider, type Messages } from '@platform/i18n';
import type { ParcelProps } from '@platform/remote-contract';
import { PlatformContext, type Platform } from './platform-context';
import { invalidateOnLiveUpdates, platformQueryClient } from './query-client';
import { withFormMessages } from './forms/form-messages';

/**
 * Everything a remote's screens need above them: platform services and translations.
 * Used by the parcel (inside the shell) and by the standalone host page alike.
 */
export function RemoteProviders({
  props,
  messages,
  children,
  queryClient = platformQueryClient,
}: {
  props: Omit<ParcelProps, 'location' | 'navigator'>;
  messages: Messages;
  children: ReactNode;
  /** The platform's shared cache unless a test brings its own. */
  queryClient?: QueryClient;
}) {
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
  const platform = useMemo<Platform>(
    () => ({ session, eventBus, locale, api, basePath }),
    [session, eventBus, locale, api, basePath],
  );
  const allMessages = useMemo(() => withFormMessages(messages), [messages]);
  useEffect(() => invalidateOnLiveUpdates(queryClient, eventBus), [queryClient, eventBus]);
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={platform}>
        <PlatformIntlProvider locale={locale} messages={allMessages}>
          {children}
        </PlatformIntlProvider>
      </PlatformContext.Provider>
    </QueryClientProvider>
  );
}

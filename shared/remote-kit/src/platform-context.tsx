import { createContext, useContext } from 'react';
import type { EventBus } from '@platform/event-bus';
import type { SessionStore } from '@platform/session';
import type { Locale } from '@platform/domain';
import type { ApiClient } from '@platform/api-client';

/** What every screen of a remote may use: handed over by the shell, never created by the remote. */
export interface Platform {
  session: SessionStore;
  eventBus: EventBus;
  locale: Locale;
  api: ApiClient;
  basePath: string;
}

export const PlatformContext = createContext<Platform | null>(null);

/** The platform services of the parcel this component renders in. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() used outside a remote root');
  return platform;
}

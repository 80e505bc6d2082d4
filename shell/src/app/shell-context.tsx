import { createContext, useContext } from 'react';
import type { EventBus } from '@platform/event-bus';
import type { SessionStore } from '@platform/session';
import type { Locale } from '@platform/domain';
import type { RemoteRegistry } from '@platform/remote-contract';
import type { RequestAuthorizer } from '@platform/api-client';
import type { AuthService } from '../auth/auth-service';

/** The shell's services, created once at start (bootstrap.tsx). */
export interface ShellServices {
  session: SessionStore;
  eventBus: EventBus;
  registry: RemoteRegistry;
  apiBaseUrl: string;
  auth: AuthService;
  /** Credentials for an API request as the signed-in user (DPoP-bound token and proof); remotes get it as a parcel prop. */
  authorize: RequestAuthorizer;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() outside the shell');
  return services;
}

export interface LocaleControl {
  locale: Locale;
  setLanguage: (language: Locale['language']) => void;
}

export const LocaleContext = createContext<LocaleControl | null>(null);

export function useLocaleControl(): LocaleControl {
  const control = useContext(LocaleContext);
  if (!control) throw new Error('useLocaleControl() outside the shell');
  return control;
}

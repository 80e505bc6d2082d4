import type { Locale } from '@platform/domain';

/**
 * The one map of event names to payloads that remotes and the shell exchange.
 * Add an event here first; both sides are then type-checked against it.
 */
export interface PlatformEvents {
  /** A remote asks the shell to show a toast (spec section 3: toast). */
  'ui:toast': { status: 'SUCCESS' | 'ERROR' | 'WARNING'; text: string; title?: string; autoClose?: boolean; closeTimeout?: number; action?: { label: string; event?: string } };
  /** A remote reports an error from a background call; the shell shows an error toast (5400 ms). */
  'ui:background-error': { title: string; detail?: string; code?: string; source?: string };
  /** The locale changed (shell -> remotes). */
  'locale:changed': { locale: Locale };
  /** Session changed: signed in, signed out, or `/v3/me` reloaded. */
  'session:changed': { loggedType: 'IS_GUEST' | 'LOGGED' };
  /** A remote asks the shell to sign the user out (shell shows the confirmation). */
  'auth:logout-requested': Record<string, never>;
  /** A remote asks the shell to start sign-in, returning to `returnTo` afterwards. */
  'auth:login-requested': { returnTo?: string };
  /** A live update arrived from the API (server-sent events). */
  'live:update': { topic: string; id: string; version?: number };
}

export type PlatformEventName = keyof PlatformEvents;

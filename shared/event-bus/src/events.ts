import type { Locale } from '@platform/domain';

/**
 * The one map of event names to payloads that remotes and the shell exchange.
 * Add an event here first; both sides are then type-checked against it.
 */
export interface PlatformEvents {
  /**
   * A remote asks the shell to show a toast (spec section 3: toast). The bus lives in one page,
   * so an action carries its callback as is.
   */
  'ui:toast': {
    status: 'SUCCESS' | 'ERROR' | 'WARNING';
    text: string;
    title?: string;
    autoClose?: boolean;
    closeTimeout?: number;
    action?: UiAction;
  };
  /** A remote reports an error from a background call; the shell shows an error toast (5400 ms). */
  'ui:background-error': { title: string; detail?: string; code?: string; source?: string };
  /** An error notice over the content (spec section 3); the action's label defaults to "show in form". */
  'ui:notice': {
    title: string;
    type: 'success' | 'info' | 'warn' | 'error';
    detail?: string;
    action?: Partial<UiAction> & Pick<UiAction, 'onClick'>;
  };
  /** A modal dialog with a text and a close button; `width` in percent, default 50. */
  'ui:modal': { title: string; body: string; width?: number; closeLabel?: string; onClose?: () => void };
  /** A confirmation modal; the shell answers with `ui:confirm-result` carrying the same `requestId`. */
  'ui:confirm': {
    requestId: string;
    title: string;
    body: string;
    confirmLabel?: string;
    cancelLabel?: string;
    danger?: boolean;
  };
  /** The user's answer to a `ui:confirm` (Escape and cancel both answer `false`). */
  'ui:confirm-result': { requestId: string; confirmed: boolean };
  /**
   * Something failed in an area of the page: a remote's render error, a remote or chunk that
   * could not be fetched. `source` names the remote (or `shell`); the shell reports it to
   * telemetry and, for a chunk that failed to load after a deploy, forces the update.
   */
  'app:error': { source: string; error: unknown; chunkLoad?: boolean };
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

/** A button a remote adds to a toast or notice; pressing it runs `onClick` in the remote. */
export interface UiAction {
  label: string;
  onClick: () => void;
}

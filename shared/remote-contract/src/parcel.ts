import type { EventBus } from '@platform/event-bus';
import type { SessionStore } from '@platform/session';
import type { Locale } from '@platform/domain';

/**
 * What the shell hands a remote's parcel on mount and on every update.
 * Navigation is the shell's: the remote renders a react-router `<Router>` controlled by
 * `location` and `navigator`, so there is one browser history for shell and remotes alike.
 */
export interface ParcelProps {
  /** Path prefix the remote is mounted under ("" when mounted at the root). */
  basePath: string;
  session: SessionStore;
  eventBus: EventBus;
  locale: Locale;
  /** The current location as the shell's router sees it. */
  location: ParcelLocation;
  navigator: ParcelNavigator;
  /** Base URL of the product API, e.g. `http://localhost:3000` (the API is under `/v3`). */
  apiBaseUrl: string;
  /**
   * The signed-in user's credentials for one API request: `Authorization` and, since the shell's
   * tokens are DPoP-bound to a key only the shell holds, a `DPoP` proof for this method and URL.
   * Absent on a standalone host page, which sends the session's token as a bearer token.
   */
  authorize?: (request: { method: string; url: string }) => Promise<Record<string, string>>;
}

export interface ParcelLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface ParcelNavigator {
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  createHref(to: string): string;
  /**
   * Whether leaving the current page should be confirmed first (a form has unsaved changes).
   * The shell owns the data router, so it blocks the navigation and asks.
   */
  blockLeaving?(blocked: boolean): void;
}

/** The single-spa parcel lifecycles a remote exposes as `./parcel`. */
export interface ParcelLifecycles {
  bootstrap: (props: ParcelProps) => Promise<void>;
  mount: (props: ParcelProps) => Promise<void>;
  unmount: (props: ParcelProps) => Promise<void>;
  update?: (props: ParcelProps) => Promise<void>;
}

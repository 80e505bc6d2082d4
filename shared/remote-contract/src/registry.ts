import type { RemoteName } from './apps';

/**
 * The runtime remote registry the shell fetches at start (`GET /registry.json` on the shell's
 * origin). Deploying a remote changes its files and, at most, this document: never the shell.
 */
export interface RemoteRegistry {
  remotes: RegistryEntry[];
  /** Sign-in issuer; defaults to the embedded provider at `<shell origin>/oidc`. */
  auth?: { authority: string; clientId: string };
  /** Origin of the product API; defaults to the shell's origin (which proxies `/v3`). */
  apiBaseUrl?: string;
  /** Sentry DSN for error reporting; absent means no telemetry and no network calls for it. */
  sentryDsn?: string;
}

export interface RegistryEntry {
  /** Federation name, e.g. `mfe_claims`. */
  name: RemoteName;
  /** Absolute URL of the remote's `mf-manifest.json`. */
  manifestUrl: string;
  /** react-router patterns (no leading slash, may end in `/*`) this remote serves. */
  routePrefixes: string[];
  /** The deployed version the manifest belongs to (written by `npm run deploy:remote`). */
  version?: string;
}

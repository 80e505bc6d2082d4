import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';

/**
 * Whether a react-router pattern of the registry (`auth/login`, `public-onboarding/*`,
 * `:country/:language/broker-register/*`) matches a path, as the shell's router will: `:name`
 * takes one segment, a trailing `*` the rest (or nothing).
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === decodeURIComponent(have[index]!));
}

/** The remote whose screen the shell will mount for `pathname`, if a remote owns it. */
export const remoteOfPath = (registry: RemoteRegistry, pathname: string): RegistryEntry | undefined =>
  registry.remotes.find((entry) => entry.routePrefixes.some((pattern) => patternMatches(pattern, pathname)));

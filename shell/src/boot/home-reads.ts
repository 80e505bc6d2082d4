import type { EarlyAnswer, EarlyRead } from '@platform/api-client';
import { homeFirstReads, type RemoteRegistry } from '@platform/remote-contract';
import { createAuthService, type AuthService } from '../auth/auth-service';
import { authConfigOf } from '../auth/issuer-metadata';
import { takeHomeReadAtPaint } from './home-reads-at-paint';

/** The reads started for this page, until the full shell hands them to the API clients. */
let started: readonly EarlyRead[] = [];

/**
 * A home opened cold with a session kept in this tab: its first screen's reads
 * (`homeFirstReads`) and the shell's `/v3/me`, started now, beside the download of the shell's and
 * the remote's scripts, instead of once the remote has rendered (issue 25: the homes' LCP is their
 * data). Each is signed as the API client signs it (the same token, a DPoP proof of its own), so
 * that the client can take its answer in place of its own request (`handEarlyReads`). Nothing for
 * another page, a guest, or a token that must be renewed first (it would only be refused).
 */
export function startHomeReads(
  registry: Pick<RemoteRegistry, 'apiBaseUrl' | 'auth'>,
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  {
    auth = createAuthService(authConfigOf(registry, location.origin)),
    send = (url, init) => fetch(url, init),
  }: { auth?: Pick<AuthService, 'restore' | 'authorize'>; send?: typeof fetch } = {},
): readonly EarlyRead[] {
  const addresses = homeFirstReads(location);
  const tokens = addresses.length ? auth.restore() : null;
  if (!tokens || tokens.expiresAt * 1000 <= Date.now()) return (started = []);
  const api = registry.apiBaseUrl ?? location.origin;
  const read = async (url: string) => {
    // Started by the HTML's inline script for this API and token: not asked again.
    const atPaint = takeHomeReadAtPaint(url, tokens.accessToken);
    if (atPaint) return atPaint;
    const headers = await auth.authorize({ method: 'GET', url }, tokens.accessToken);
    return { authorization: headers.Authorization ?? null, response: await send(url, { headers }) };
  };
  started = readEachAddressOnce(
    ['/v3/me', ...addresses].map((path) => api + path),
    read,
  );
  return started;
}

/**
 * One request per address however often it is listed, one early read per listing: the broker
 * home's screens read `/v3/me` as the shell does, and each reader takes a copy of the one answer
 * (`response.clone()`, all made as it arrives, before any reader takes its body). Not from
 * `@platform/api-client`: this runs before the shell's shared modules are loaded.
 */
function readEachAddressOnce(urls: readonly string[], read: (url: string) => Promise<EarlyAnswer>): EarlyRead[] {
  const sent = new Map<string, Promise<EarlyAnswer>>();
  return urls.map((url) => {
    const answer = sent.get(url) ?? read(url);
    sent.set(url, answer);
    return {
      url,
      answer: answer.then(({ authorization, response }) => ({ authorization, response: response.clone() })),
    };
  });
}

/** The reads `startHomeReads` started, once. */
export function takeHomeReads(): readonly EarlyRead[] {
  const taken = started;
  started = [];
  return taken;
}

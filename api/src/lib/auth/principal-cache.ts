// The callers an API instance has just authenticated, by access token: a read then costs no
// signature check and none of the principal's three queries (the bench's API figure). Security:
// - an entry lives PRINCIPAL_TTL_MS at most, and never past the token's own `exp`;
// - every change to a user, a membership, an account, a broker or a broker link is announced at
//   commit by database triggers (custom migration 0001_notify_triggers) on PRINCIPAL_CHANNEL, which every instance hears:
//   the callers it names are forgotten at once, so a removed member or a disabled user loses
//   access on the next request. The TTL only bounds what a lost notification could leave behind;
// - a principal loaded while a change was announced is not kept (it may predate the change).
// The DPoP proof is per request and is still checked on every request (plugins/app/auth.ts).
import type { Principal } from './principal';

export const PRINCIPAL_CHANNEL = 'principal_changed';
/** How long a cached caller may be reused without a notification: the worst case for a lost one. */
export const PRINCIPAL_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedCaller {
  principal: Principal;
  /** The token's `exp` (epoch seconds). */
  tokenExpiresAt: number | null;
  /** The key the token is bound to (DPoP), if any. */
  jkt: string | undefined;
}

export class PrincipalCache {
  readonly #entries = new Map<string, CachedCaller & { until: number }>();
  #generation = 0;

  constructor(
    private readonly ttlMs = PRINCIPAL_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Read before loading a principal, handed to `set` after: a change announced in between wins. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(token: string): CachedCaller | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, caller: CachedCaller, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.#generation) return;
    const now = this.now();
    const until = Math.min(now + this.ttlMs, caller.tokenExpiresAt === null ? Infinity : caller.tokenExpiresAt * 1000);
    if (until <= now) return;
    this.#entries.delete(token);
    // Oldest first: a full cache drops what it stored longest ago.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, { ...caller, until });
  }

  /** A `principal_changed` payload: `user:<id>`, `account:<id>`, `broker:<id>`; anything else forgets all. */
  invalidate(payload: string): void {
    this.#generation += 1;
    const [kind, id] = payload.split(':', 2);
    const names = (entry: CachedCaller): boolean => {
      const { principal } = entry;
      if (kind === 'user') return principal.user.id === id;
      if (kind === 'account') return principal.accounts.some((account) => account.id === id);
      if (kind === 'broker') return principal.broker?.id === id;
      return true;
    };
    for (const [token, entry] of this.#entries) if (names(entry)) this.#entries.delete(token);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

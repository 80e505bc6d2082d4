import { describe, expect, it } from 'vitest';
import type { Principal } from './principal';
import { PRINCIPAL_TTL_MS, PrincipalCache } from './principal-cache';

const principal = (userId: string, accountIds: string[] = [], brokerId?: string) =>
  ({
    user: { id: userId },
    accounts: accountIds.map((id) => ({ id, role: 'ACCOUNT_ADMIN' })),
    broker: brokerId ? { id: brokerId, role: 'BROKER' } : null,
    isOperations: false,
    role: null,
  }) as unknown as Principal;

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  const cache = new PrincipalCache(PRINCIPAL_TTL_MS, () => clock.now, 3);
  const caller = (p: Principal, tokenExpiresAt: number | null = null) => ({
    principal: p,
    tokenExpiresAt,
    jkt: undefined,
  });
  return { clock, cache, caller };
}

describe('PrincipalCache', () => {
  it('answers a caller until the TTL, and no more after it', () => {
    const { clock, cache, caller } = cacheAt();
    const alice = principal('alice');
    cache.set('t1', caller(alice), cache.generation);
    clock.now += PRINCIPAL_TTL_MS - 1;
    expect(cache.get('t1')?.principal).toBe(alice);
    clock.now += 1;
    expect(cache.get('t1')).toBeUndefined();
  });

  it("never answers past the token's own expiry", () => {
    const { clock, cache, caller } = cacheAt(1_000_000);
    cache.set('t1', caller(principal('alice'), 1_000 + 2), cache.generation);
    clock.now += 1_999;
    expect(cache.get('t1')).toBeDefined();
    clock.now += 1;
    expect(cache.get('t1')).toBeUndefined();
    cache.set('expired', caller(principal('bob'), 1_000), cache.generation);
    expect(cache.get('expired')).toBeUndefined();
  });

  it('forgets the callers a change names: the user, an account of theirs, their broker', () => {
    const { cache, caller } = cacheAt();
    const store = () => {
      cache.set('alice', caller(principal('alice', ['acc-1'])), cache.generation);
      cache.set('bob', caller(principal('bob', ['acc-2'], 'brk-1')), cache.generation);
    };
    store();
    cache.invalidate('user:alice');
    expect([cache.get('alice'), cache.get('bob')?.principal.user.id]).toEqual([undefined, 'bob']);
    store();
    cache.invalidate('account:acc-2');
    expect([cache.get('alice')?.principal.user.id, cache.get('bob')]).toEqual(['alice', undefined]);
    store();
    cache.invalidate('broker:brk-1');
    expect([cache.get('alice')?.principal.user.id, cache.get('bob')]).toEqual(['alice', undefined]);
    store();
    cache.invalidate('something else');
    expect(cache.size).toBe(0);
  });

  it('does not keep a principal loaded while a change was announced', () => {
    const { cache, caller } = cacheAt();
    const before = cache.generation;
    cache.invalidate('user:someone-else');
    cache.set('alice', caller(principal('alice')), before);
    expect(cache.get('alice')).toBeUndefined();
    cache.set('alice', caller(principal('alice')), cache.generation);
    expect(cache.get('alice')).toBeDefined();
  });

  it('holds a bounded number of callers, dropping the oldest', () => {
    const { cache, caller } = cacheAt();
    for (const token of ['a', 'b', 'c', 'd']) cache.set(token, caller(principal(token)), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('keeps nothing with a TTL of zero', () => {
    const cache = new PrincipalCache(0);
    cache.set('a', { principal: principal('a'), tokenExpiresAt: null, jkt: undefined }, cache.generation);
    expect(cache.size).toBe(0);
  });
});

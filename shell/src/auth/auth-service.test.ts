import { describe, expect, it, vi } from 'vitest';
import { createAuthService, isKeyBound } from './auth-service';

const proofs: { url: string; method: string; token: string }[] = [];
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  IndexedDbDPoPStore: class {},
  UserManager: class {
    constructor(readonly settings: { dpop?: unknown }) {}
    async dpopProof(url: string, user: { access_token: string }, method: string) {
      proofs.push({ url, method, token: user.access_token });
      return this.settings.dpop ? 'signed-proof' : undefined;
    }
  },
}));

const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJFUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const auth = createAuthService({
  authority: 'http://localhost:3000/oidc',
  clientId: 'web',
  origin: 'http://localhost:3000',
});

describe('auth service: API credentials', () => {
  it('sends a key-bound token as DPoP with a proof for the method and the address without its query', async () => {
    const token = jwt({ sub: 'u1', cnf: { jkt: 'thumbprint' } });
    const headers = await auth.authorize(
      { method: 'patch', url: 'http://localhost:3000/v3/application-forms/1?x=1#top' },
      token,
    );
    expect(headers).toEqual({ Authorization: `DPoP ${token}`, DPoP: 'signed-proof' });
    expect(proofs.at(-1)).toEqual({ url: 'http://localhost:3000/v3/application-forms/1', method: 'PATCH', token });
  });

  it('sends an unbound token as Bearer, and nothing without a token', async () => {
    const token = jwt({ sub: 'u1' });
    expect(await auth.authorize({ method: 'GET', url: 'http://localhost:3000/v3/me' }, token)).toEqual({
      Authorization: `Bearer ${token}`,
    });
    expect(await auth.authorize({ method: 'GET', url: 'http://localhost:3000/v3/me' }, null)).toEqual({});
  });

  it('reads the binding from the token’s cnf claim, and treats an unreadable token as unbound', () => {
    expect(isKeyBound(jwt({ cnf: { jkt: 'x' } }))).toBe(true);
    expect(isKeyBound(jwt({ cnf: {} }))).toBe(false);
    expect(isKeyBound('not-a-jwt')).toBe(false);
  });
});

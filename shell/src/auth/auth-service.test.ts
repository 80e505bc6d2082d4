import { describe, expect, it, vi } from 'vitest';
import { createAuthService, isKeyBound } from './auth-service';

const proofs: { url: string; method: string; accessToken: string }[] = [];
let keptKeys: CryptoKeyPair | null = { publicKey: {}, privateKey: {} } as CryptoKeyPair;
vi.mock('./dpop-proof', () => ({
  readDpopKeys: async (clientId: string) => (clientId === 'web' ? keptKeys : null),
  signDpopProof: async ({ url, method, accessToken }: { url: string; method: string; accessToken: string }) => {
    proofs.push({ url, method, accessToken });
    return 'signed-proof';
  },
}));
const managers: unknown[] = [];
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  IndexedDbDPoPStore: class {},
  UserManager: class {
    constructor() {
      managers.push(this);
    }
    events = { addUserLoaded() {}, addSilentRenewError() {} };
    async getUser() {
      return null;
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
const idleTasks: (() => void)[] = [];
const authAtIdle = createAuthService(
  { authority: 'http://localhost:3000/oidc', clientId: 'web', origin: 'http://localhost:3000' },
  { renewalDue: (run) => idleTasks.push(run) },
);

describe('auth service: API credentials', () => {
  it('sends a key-bound token as DPoP with a proof for the method and the address without its query', async () => {
    const token = jwt({ sub: 'u1', cnf: { jkt: 'thumbprint' } });
    const headers = await auth.authorize(
      { method: 'patch', url: 'http://localhost:3000/v3/application-forms/1?x=1#top' },
      token,
    );
    expect(headers).toEqual({ Authorization: `DPoP ${token}`, DPoP: 'signed-proof' });
    expect(proofs.at(-1)).toEqual({
      url: 'http://localhost:3000/v3/application-forms/1',
      method: 'PATCH',
      accessToken: token,
    });
  });

  it('signs with the kept key without loading oidc-client-ts, and sends no proof when no key is kept', async () => {
    const token = jwt({ sub: 'u1', cnf: { jkt: 'thumbprint' } });
    await auth.authorize({ method: 'GET', url: 'http://localhost:3000/v3/me' }, token);
    expect(managers).toHaveLength(0);

    keptKeys = null;
    expect(await auth.authorize({ method: 'GET', url: 'http://localhost:3000/v3/me' }, token)).toEqual({
      Authorization: `DPoP ${token}`,
    });
    keptKeys = { publicKey: {}, privateKey: {} } as CryptoKeyPair;
  });
});

describe('auth service: keeping the token fresh', () => {
  it('loads oidc-client-ts only once keeping the token fresh matters', async () => {
    const kept = authAtIdle.keepFresh(() => undefined);
    await Promise.resolve();
    expect(managers).toHaveLength(0);
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]!();
    await kept;
    expect(managers).toHaveLength(1);
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

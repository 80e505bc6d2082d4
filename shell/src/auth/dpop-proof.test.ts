import 'fake-indexeddb/auto';
import { DPoPState, IndexedDbDPoPStore, UserManager, type User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { readDpopKeys, signDpopProof } from './dpop-proof';

const clientId = 'web';
const url = 'http://localhost:3000/v3/me';
const accessToken = 'eyJhbGciOiJFUzI1NiJ9.eyJjbmYiOnsiamt0IjoieCJ9fQ.sig';

/** A key pair as oidc-client-ts makes it (`CryptoUtils.generateDPoPKeys`): private key not extractable. */
const keysAsTheLibraryMakesThem = () =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);

/** The proof oidc-client-ts writes for the same key, address, method and token. */
async function libraryProof(keys: CryptoKeyPair, method: string) {
  const store = {
    get: async () => new DPoPState(keys),
    set: async () => {},
    remove: async () => new DPoPState(keys),
    getAllKeys: async () => [clientId],
  };
  const manager = new UserManager({
    authority: 'http://localhost:3000/oidc',
    client_id: clientId,
    redirect_uri: 'http://localhost:3000/auth/auth-redirect',
    dpop: { store },
  });
  return (await manager.dpopProof(url, { access_token: accessToken } as User, method))!;
}

const decode = (part: string) =>
  JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
const fromBase64Url = (part: string) =>
  Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
const verifies = (proof: string, publicKey: CryptoKey) => {
  const [header, claims, signature] = proof.split('.') as [string, string, string];
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    fromBase64Url(signature),
    new TextEncoder().encode(`${header}.${claims}`),
  );
};

describe('DPoP proof without oidc-client-ts', () => {
  it('has the header and claims the library writes for the same key, and a signature the key verifies', async () => {
    const keys = await keysAsTheLibraryMakesThem();
    const theirs = await libraryProof(keys, 'PATCH');
    const ours = await signDpopProof({ keys, method: 'PATCH', url, accessToken });

    const [theirHeader, theirClaims] = theirs.split('.').slice(0, 2).map(decode) as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const [ourHeader, ourClaims] = ours.split('.').slice(0, 2).map(decode) as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(ourHeader).toEqual(theirHeader);
    const { jti: theirJti, iat: theirIat, ...theirFixed } = theirClaims;
    const { jti: ourJti, iat: ourIat, ...ourFixed } = ourClaims;
    expect(ourFixed).toEqual(theirFixed);
    expect(Object.keys(ourClaims).sort()).toEqual(Object.keys(theirClaims).sort());
    expect(ourJti).toMatch(/^[0-9a-f-]{36}$/);
    expect(ourJti).not.toBe(theirJti);
    expect(Math.abs((ourIat as number) - (theirIat as number))).toBeLessThanOrEqual(1);
    expect(await verifies(ours, keys.publicKey)).toBe(true);
    expect(await verifies(theirs, keys.publicKey)).toBe(true);
  });

  it('reads the key pair the library keeps in IndexedDB, and leaves its store usable', async () => {
    expect(await readDpopKeys(clientId)).toBeNull();

    const library = new IndexedDbDPoPStore();
    const keys = await keysAsTheLibraryMakesThem();
    await library.set(clientId, new DPoPState(keys));
    const read = await readDpopKeys(clientId);

    const proof = await signDpopProof({ keys: read!, method: 'GET', url, accessToken });
    expect(await verifies(proof, keys.publicKey)).toBe(true);
    expect(await library.getAllKeys()).toEqual([clientId]);
  });
});

/**
 * DPoP proofs (RFC 9449) for API requests, written with WebCrypto alone, so that a tab with a kept
 * session signs its first API calls without fetching oidc-client-ts (17 KB gzip) at start.
 *
 * The key pair is the one oidc-client-ts made at sign-in and bound the tokens to: the library keeps
 * it in IndexedDB (`IndexedDbDPoPStore`: database `oidc`, object store `dpop`, keyed by the client
 * id, a `DPoPState` `{ keys: CryptoKeyPair, nonce }`). Its private key is not extractable; it is
 * only used to sign, here as there. The proof has the library's header and claims
 * (`UserManager.dpopProof`, which adds no nonce), so the API sees no difference.
 */

/** Where oidc-client-ts's `IndexedDbDPoPStore` keeps the key pairs (its `_dbName`, `_storeName`). */
const DATABASE = 'oidc';
const STORE = 'dpop';

function settle<T>(request: IDBRequest<T> | IDBOpenDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The key pair oidc-client-ts keeps for `clientId`, or null when it keeps none (no DPoP-bound
 * sign-in in this browser). Opens the database as the library does, creating its store on the
 * first open, so that the library finds the database it expects afterwards.
 */
export async function readDpopKeys(clientId: string, idb: IDBFactory = indexedDB): Promise<CryptoKeyPair | null> {
  const opening = idb.open(DATABASE);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  const db = await settle<IDBDatabase>(opening);
  try {
    const state = await settle<{ keys?: CryptoKeyPair } | undefined>(
      db.transaction(STORE, 'readonly').objectStore(STORE).get(clientId),
    );
    return state?.keys ?? null;
  } finally {
    db.close();
  }
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/=/g, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const utf8 = (text: string) => new TextEncoder().encode(text);
const encodeJson = (value: unknown) => base64Url(utf8(JSON.stringify(value)));

/** A proof for one request: `htu` is the address without query or fragment, as the caller gives it. */
export async function signDpopProof({
  keys,
  method,
  url,
  accessToken,
}: {
  keys: CryptoKeyPair;
  method: string;
  url: string;
  accessToken: string;
}): Promise<string> {
  const ath = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(accessToken))));
  const { crv, kty, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const header = { alg: 'ES256', typ: 'dpop+jwt', jwk: { crv, kty, x, y } };
  const claims = { jti: crypto.randomUUID(), htm: method, htu: url, iat: Math.floor(Date.now() / 1000), ath };
  const signed = `${encodeJson(header)}.${encodeJson(claims)}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, utf8(signed));
  return `${signed}.${base64Url(new Uint8Array(signature))}`;
}

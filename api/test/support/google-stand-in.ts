// A tiny OpenID Connect issuer standing in for Google in tests: discovery, JWKS, an authorize
// endpoint that "signs in" at once as `identity`, and a token endpoint that checks the client
// secret and PKCE and answers an RS256 ID token. `tamper` makes it lie (wrong nonce or audience).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface StandInIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface GoogleStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  identity: StandInIdentity;
  tamper: { nonce?: string; aud?: string };
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; identity: StandInIdentity }>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const standIn: GoogleStandIn = {
    issuer: `http://127.0.0.1:${address.port}`,
    clientId: 'stand-in-client.apps.example',
    clientSecret: 'stand-in-secret',
    identity: { sub: '1001', email: 'cliente@demo.local', email_verified: true },
    tamper: {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', standIn.issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer: standIn.issuer,
        authorization_endpoint: `${standIn.issuer}/authorize`,
        token_endpoint: `${standIn.issuer}/token`,
        jwks_uri: `${standIn.issuer}/jwks`,
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (
        q.get('client_id') !== standIn.clientId ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('nonce') ||
        !q.get('state')
      )
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        nonce: q.get('nonce')!,
        challenge: q.get('code_challenge')!,
        redirectUri: q.get('redirect_uri')!,
        identity: { ...standIn.identity },
      });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(raw);
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (
            !grant ||
            form.get('client_secret') !== standIn.clientSecret ||
            form.get('redirect_uri') !== grant.redirectUri ||
            createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
          )
            return json(400, { error: 'invalid_grant' });
          const { sub, ...claims } = grant.identity;
          const idToken = await new SignJWT({ ...claims, nonce: standIn.tamper.nonce ?? grant.nonce })
            .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
            .setIssuer(standIn.issuer)
            .setAudience(standIn.tamper.aud ?? standIn.clientId)
            .setSubject(sub)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
          return json(200, { access_token: 'opaque', token_type: 'Bearer', expires_in: 300, id_token: idToken });
        })();
      });
      return undefined;
    }
    return json(404, { error: 'not_found' });
  });
  return standIn;
}

// oidc-provider ships no type declarations (and @types/oidc-provider lags the 9.x line), so this
// declares just the surface the API uses. Extend it here when using more of the library.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientInfo {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface OidcContext {
    host: string;
    body: unknown;
    type: string;
    oidc: {
      provider: Provider;
      client?: ClientInfo;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionResults {
    [key: string]: unknown;
  }

  export class Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    result?: InteractionResults;
    lastSubmission?: InteractionResults;
    save(ttlSeconds: number): Promise<string>;
    static find(uid: string): Promise<Interaction | undefined>;
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    jti: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    getOIDCScope(): string;
    save(ttlSeconds?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    readonly issuer: string;
    readonly Interaction: typeof Interaction;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

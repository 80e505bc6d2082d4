// oidc-provider's storage on the database (table oidc_payloads): sessions, interactions, grants,
// codes and refresh tokens survive restarts and are shared by every API instance.
import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/connection';
import { oidcPayloads } from '../db/schema';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

export function createAdapterClass(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        id,
        type: this.type,
        payload,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: { ...row, consumed_at: null } });
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads[column], value), eq(oidcPayloads.type, this.type)))
        .limit(1);
      if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
      return { ...row.payload, ...(row.consumed_at ? { consumed: epoch(row.consumed_at) } : {}) } as AdapterPayload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumed_at: new Date() })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grant_id, grantId));
    }
  };
}

/** Drops artefacts that expired; run at start so the table does not grow forever. */
export async function purgeExpiredPayloads(db: Db) {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expires_at, new Date()));
}

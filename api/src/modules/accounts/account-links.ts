// Single-use links sent by mail (e-mail confirmation, password reset, invitation). The raw token
// only ever travels in the mail; the database keeps its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountLinks } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type LinkPurpose = (typeof accountLinks.$inferSelect)['purpose'];

/** How long each kind of link works (our choice: docs/decisions.md). */
export const LINK_LIFETIME_HOURS: Record<LinkPurpose, number> = {
  EMAIL_CONFIRMATION: 72,
  PASSWORD_RESET: 2,
  INVITATION: 7 * 24,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a link and answers the raw token to put in the mail. */
export async function issueLink(db: Db, purpose: LinkPurpose, userId: string, accountId?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + LINK_LIFETIME_HOURS[purpose] * 3600_000);
  await db
    .insert(accountLinks)
    .values({ purpose, token_hash: hash(token), user_id: userId, account_id: accountId ?? null, expires_at: expires });
  return token;
}

/** Uses a link once. Unknown, used, expired or other-purpose tokens all get LINK_INVALID. */
export async function consumeLink(
  db: Db,
  purpose: LinkPurpose,
  token: string,
): Promise<{ userId: string; accountId: string | null }> {
  const [link] = await db
    .update(accountLinks)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(accountLinks.token_hash, hash(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.used_at),
        gt(accountLinks.expires_at, new Date()),
      ),
    )
    .returning();
  if (!link) throw new AppError('LINK_INVALID');
  return { userId: link.user_id, accountId: link.account_id };
}

/** Reads a link without using it (to show who an invitation is for before accepting). */
export async function peekLink(
  db: Db,
  purpose: LinkPurpose,
  token: string,
): Promise<{ userId: string; accountId: string | null }> {
  const [link] = await db
    .select()
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.token_hash, hash(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.used_at),
        gt(accountLinks.expires_at, new Date()),
      ),
    );
  if (!link) throw new AppError('LINK_INVALID');
  return { userId: link.user_id, accountId: link.account_id };
}

/** Earlier unused links of the same purpose stop working when a new one is sent (resend). */
export async function revokeLinks(db: Db, purpose: LinkPurpose, userId: string): Promise<void> {
  await db
    .update(accountLinks)
    .set({ used_at: new Date() })
    .where(and(eq(accountLinks.user_id, userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.used_at)));
}

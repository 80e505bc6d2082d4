// Sends PENDING outbox rows through a transport (SMTP when SMTP_URL is set). Without SMTP nothing
// runs and the development mailbox shows the rows instead.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema';

export interface MailTransport {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

const MAX_ATTEMPTS = 5;
/** Mails sent per pass. */
export const DELIVERY_BATCH = 20;

/** One pass over pending mail; answers how many were sent. */
export async function deliverPending(db: Db, transport: MailTransport, batch = DELIVERY_BATCH): Promise<number> {
  const pending = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'PENDING'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.created_at))
    .limit(batch);
  let sent = 0;
  for (const mail of pending) {
    try {
      await transport.send({ to: mail.to_email, subject: mail.subject, text: mail.body });
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sent_at: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch {
      const failed = mail.attempts + 1 >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, ...(failed ? { status: 'FAILED' as const } : {}) })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}

// The outbox, single-use links and the development mailbox that issue-3 flows build on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consumeLink, issueLink, peekLink, revokeLinks } from '../../src/modules/accounts/account-links';
import { users } from '../../src/db/schema';
import { deliverPending } from '../../src/lib/mail/delivery';
import { queueMail, type MailTemplate } from '../../src/lib/mail/outbox';
import { startTestApp, type TestApp } from '../support/app';
import { bodyOf } from '../support/sign-in';

const GREETING: MailTemplate = {
  pt: { subject: 'Olá {name}', body: 'Confirme seu e-mail.' },
  en: { subject: 'Hello {name}', body: 'Confirm your email.' },
  es: { subject: 'Hola {name}', body: 'Confirme su correo.' },
};

let api: TestApp;
let userId: string;
beforeAll(async () => {
  api = await startTestApp();
  const [user] = await api.app.database.db.insert(users).values({ email: 'mail-test@example.com' }).returning();
  userId = user!.id;
});
afterAll(async () => api?.close());

describe('outbox and development mailbox', () => {
  it('shows queued mail, in the recipient language, with its link', async () => {
    await queueMail(api.app.database.db, {
      to: 'Ana@Example.com',
      template: 'greeting',
      language: 'es',
      content: GREETING,
      vars: { name: 'Ana' },
      link: 'http://localhost:3000/auth/email-confirmation?token=abc',
    });
    const response = await api.fetch('/v3/dev/mailbox/messages?to=ana@example.com');
    expect(response.status).toBe(200);
    const { items } = await bodyOf(response);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      to: 'ana@example.com',
      template: 'greeting',
      subject: 'Hola Ana',
      link: 'http://localhost:3000/auth/email-confirmation?token=abc',
    });
    expect(items[0].body).toContain('Confirme su correo.');

    const page = await api.fetch('/v3/dev/mailbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Hola Ana');
    expect(html).toContain('href="http://localhost:3000/auth/email-confirmation?token=abc"');
  });

  it('escapes what users typed into mail', async () => {
    await queueMail(api.app.database.db, {
      to: 'x@example.com',
      template: 'greeting',
      language: 'en',
      content: GREETING,
      vars: { name: '<script>alert(1)</script>' },
    });
    const html = await (await api.fetch('/v3/dev/mailbox?to=x@example.com')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('is not served when SMTP is configured', async () => {
    const withSmtp = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1', devMailbox: false });
    try {
      expect((await withSmtp.fetch('/v3/dev/mailbox/messages')).status).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });

  it('delivers pending mail once through the transport and retries failures', async () => {
    const sent: string[] = [];
    let fail = true;
    const transport = {
      send: async ({ to }: { to: string }) => {
        if (fail && to === 'flaky@example.com') throw new Error('421 try later');
        sent.push(to);
      },
    };
    await queueMail(api.app.database.db, {
      to: 'flaky@example.com',
      template: 'greeting',
      language: 'pt',
      content: GREETING,
    });
    // Other test files' mail waits in the same outbox on PostgreSQL: drain it in passes.
    const drain = async () => {
      let total = 0;
      for (;;) {
        const now = await deliverPending(api.app.database.db, transport);
        if (now === 0) return total;
        total += now;
      }
    };
    const first = await drain();
    expect(sent).not.toContain('flaky@example.com');
    fail = false;
    const second = await drain();
    expect(first + second).toBe(sent.length);
    expect(sent.filter((to) => to === 'flaky@example.com')).toHaveLength(1);
  });
});

describe('single-use links', () => {
  it('works once, for its purpose only', async () => {
    const db = api.app.database.db;
    const token = await issueLink(db, 'EMAIL_CONFIRMATION', userId);
    await expect(consumeLink(db, 'PASSWORD_RESET', token)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    expect(await peekLink(db, 'EMAIL_CONFIRMATION', token)).toEqual({ userId, accountId: null });
    expect(await consumeLink(db, 'EMAIL_CONFIRMATION', token)).toEqual({ userId, accountId: null });
    await expect(consumeLink(db, 'EMAIL_CONFIRMATION', token)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    await expect(consumeLink(db, 'EMAIL_CONFIRMATION', 'made-up')).rejects.toMatchObject({ code: 'LINK_INVALID' });
  });

  it('stops working when revoked (a resend) or expired', async () => {
    const db = api.app.database.db;
    const old = await issueLink(db, 'PASSWORD_RESET', userId);
    await revokeLinks(db, 'PASSWORD_RESET', userId);
    await expect(consumeLink(db, 'PASSWORD_RESET', old)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    const { accountLinks } = await import('../../src/db/schema');
    const expiring = await issueLink(db, 'INVITATION', userId);
    await db
      .update(accountLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.user_id, userId));
    await expect(consumeLink(db, 'INVITATION', expiring)).rejects.toMatchObject({ code: 'LINK_INVALID' });
  });
});

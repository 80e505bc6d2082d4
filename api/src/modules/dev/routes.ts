// The development mailbox: in development mode with no SMTP configured, what the outbox holds is
// readable here so a person can open a confirmation or invitation link. It shows every reset and
// invitation link, so it is registered only in development mode (modules/index.ts) and answers only
// this machine or an operations user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { mailOutbox } from '../../db/schema';
import { IsoDateTime, ListOf, withErrors } from '../../lib/schemas';
import { fromThisMachine } from './this-machine';

const MailMessage = Type.Object(
  {
    id: Type.String(),
    to: Type.String(),
    template: Type.String(),
    locale: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    link: Type.Union([Type.String(), Type.Null()]),
    created_at: IsoDateTime,
  },
  { title: 'MailMessage' },
);

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function latest(app: Parameters<FastifyPluginAsyncTypebox>[0], to?: string) {
  const rows = await app.database.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to_email, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.created_at))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
  }));
}

function page(messages: Awaited<ReturnType<typeof latest>>): string {
  const items = messages
    .map(
      (
        mail,
      ) => `<article><header><strong>${escape(mail.subject)}</strong><br><small>to ${escape(mail.to)} · ${escape(mail.created_at)} · ${escape(mail.template)}</small></header>
<pre>${escape(mail.body)}</pre>${mail.link ? `<p><a class="action" href="${escape(mail.link)}">${escape(mail.subject)}</a></p>` : ''}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.action{display:inline-block;padding:.5rem 1rem;background:#1f4fd1;color:#fff;border-radius:6px;text-decoration:none}</style></head>
<body><h1>Development mailbox</h1><p>Mail the product queued. No SMTP server is configured, so nothing left this machine. Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (fromThisMachine(request)) return;
    await app.authenticate(request, reply);
    await app.requireOperations(request, reply);
  });
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox page (HTML)',
        querystring: Type.Object({ to: Type.Optional(Type.String()) }),
        hide: true,
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(await latest(app, request.query.to))),
  );
  app.get(
    '/dev/mailbox/messages',
    {
      schema: {
        operationId: 'listDevMailbox',
        tags: ['dev'],
        summary: 'Mail queued in the outbox, newest first (development only)',
        querystring: Type.Object({ to: Type.Optional(Type.String()) }),
        response: withErrors(ListOf(MailMessage, 'MailMessageList')),
      },
    },
    async (request) => ({ items: await latest(app, request.query.to) }),
  );
};

export default routes;

// With SMTP_URL set, the outbox is drained by one job on the queue (lib/jobs): sent whenever a
// mail is queued (the outbox's trigger notifies every instance) and once a minute for retries.
// The queue keeps one waiting and one running at a time across instances, so no mail goes twice.
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { DELIVERY_BATCH, deliverPending, type MailTransport } from './delivery';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return { send: async ({ to, subject, text }) => void (await transporter.sendMail({ from, to, subject, text })) };
}

export async function deliverMailByJob(app: FastifyInstance, config: AppConfig): Promise<void> {
  // Tests run jobs inline and call deliverPending themselves.
  if (!config.smtpUrl || config.jobs === 'inline') return;
  const transport = smtpTransport(config.smtpUrl, config.mailFrom);
  app.jobs.define({
    name: MAIL_DELIVERY_JOB,
    cron: '* * * * *',
    policy: 'stately',
    run: async () => {
      // A full batch means more may wait: drain before the job ends.
      while ((await deliverPending(app.database.db, transport)) === DELIVERY_BATCH);
    },
  });
  const stop = await app.database.listen('mail_outbox', () => {
    app.jobs.send(MAIL_DELIVERY_JOB).catch((error: unknown) => app.log.error({ err: error }, 'mail job not sent'));
  });
  app.addHook('preClose', stop);
}

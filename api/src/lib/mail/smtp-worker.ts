// With SMTP_URL set, drains the outbox every few seconds. One pass at a time: a slow SMTP server
// delays mail, it does not pile up parallel sends of the same rows.
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { deliverPending, type MailTransport } from './delivery';

const INTERVAL_MS = 5_000;

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return { send: async ({ to, subject, text }) => void (await transporter.sendMail({ from, to, subject, text })) };
}

export function startMailDelivery(app: FastifyInstance, transport: MailTransport): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverPending(app.database.db, transport)
      .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => (running = false));
  }, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

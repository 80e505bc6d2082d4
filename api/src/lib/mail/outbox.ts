// Every mail the product sends is a row here first (db/schema/platform.ts): a request that queues
// mail succeeds or fails with its transaction, and delivery retries do not repeat the business step.
import type { Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema';

export interface MailContent {
  subject: string;
  body: string;
}

/** A mail in each interface language; `vars` fill `{name}` placeholders. */
export type MailTemplate = Record<Language, MailContent>;

export interface QueuedMail {
  to: string;
  /** A stable name (`email-confirmation`, `invitation`...): lets tests and the mailbox tell mails apart. */
  template: string;
  language: Language;
  content: MailTemplate;
  vars?: Record<string, string>;
  /** The action the mail asks for; appended to the body and shown as a button in the mailbox. */
  link?: string;
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

export async function queueMail(db: Db, mail: QueuedMail): Promise<void> {
  const vars = mail.vars ?? {};
  const { subject, body } = mail.content[mail.language];
  await db.insert(mailOutbox).values({
    to_email: mail.to.toLowerCase(),
    template: mail.template,
    locale: mail.language,
    subject: fill(subject, vars),
    body: mail.link ? `${fill(body, vars)}\n\n${mail.link}` : fill(body, vars),
    link: mail.link ?? null,
  });
}

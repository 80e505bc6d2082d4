// The policy's statement by e-mail (spec section 5, "sharing a statement"): the policy, each invoice
// with its status, what is paid and what is due, to every address of the list. The request checks
// the list and queues one job; the job writes one outbox mail per address, in the sender's language.
import { asc, eq } from 'drizzle-orm';
import { formatCurrency, formatDate, fromCents, shownPaymentStatus, toCents, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, invoices, policies } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import { STATEMENT_MAIL, STATEMENT_WORDS } from './statement-mail';

export const SEND_STATEMENT_JOB = 'policies.send-statement';

export interface StatementJob {
  policyId: string;
  recipients: string[];
  language: Language;
  /** Who sent it, named in the mail so a stranger to the platform knows why it came. */
  sender: string;
}

export async function sendStatement(db: Db, job: StatementJob): Promise<void> {
  const [policy] = await db.select().from(policies).where(eq(policies.id, job.policyId));
  if (!policy) return;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, policy.account_id));
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.policy_id, policy.id))
    .orderBy(asc(invoices.instalment));
  const words = STATEMENT_WORDS[job.language];
  const locale = { country: account?.country ?? 'br', language: job.language };
  const money = (amount: string | number) => formatCurrency(amount, policy.currency, locale);
  const date = (day: string) => formatDate(day, locale);
  const paid = rows.filter((row) => row.status === 'PAID');
  const open = rows.filter((row) => row.status !== 'PAID');
  const sum = (list: typeof rows) => fromCents(list.reduce((total, row) => total + toCents(row.amount), 0));
  const lines = rows.map(
    (row) =>
      `- ${row.number}: ${words.due} ${date(row.due_date)}, ${money(row.amount)}, ${words[shownPaymentStatus(row.status)]}`,
  );
  const vars = {
    sender: job.sender,
    company: account?.legal_name ?? '',
    policy: policy.policy_number,
    insurer: policy.insurer,
    period: `${date(policy.effective_date)} – ${date(policy.expiry_date)}`,
    limit: money(policy.coverage_limit),
    invoices: lines.length ? lines.join('\n') : (words.noInvoices ?? ''),
    paid: money(sum(paid)),
    due: money(sum(open)),
  };
  for (const to of job.recipients)
    await queueMail(db, { to, template: 'policy-statement', language: job.language, content: STATEMENT_MAIL, vars });
}

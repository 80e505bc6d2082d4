// Invoices and payments (docs/payments.md). The customer's people and the broker of record read a
// policy's invoices and download each as a PDF; operations see the open invoices and record a
// payment received. The weekly payments.sync job marks late invoices and settles policies.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { isLanguage, isManualPaymentMethod, LANGUAGES, LIVE_TOPICS, OPEN_PAYMENT_STATUSES } from '@platform/domain';
import { accounts, invoices, policies, users } from '../../db/schema';
import { sendAttachment } from '../../lib/attachment';
import { AppError, notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyHeader } from '../../lib/idempotency';
import { bearer, IdParams, ListOf, FileDownload, withErrors } from '../../lib/schemas';
import type { AppConfig } from '../../config';
import { guardedPolicy, policyAccessGuard } from './access';
import { findPolicyInvoice, policyInvoices, toInvoice, type InvoiceRow } from './invoices';
import { boletoBarcodePng, chargeable, chargeOf, pixQrPng } from './payment-charges';
import { renderInvoicePdf } from './invoice-pdf';
import { manualPaymentProvider, paymentProvider } from './payment-provider';
import { SYNC_PAYMENTS_CRON, SYNC_PAYMENTS_JOB, syncPayments } from './payments-sync';
import { recordPayment } from './record-payment';
import { accountToday } from '../../lib/business-day';
import { Invoice, InvoiceParams, OperationsInvoice, OperationsInvoiceQuery, RecordPaymentBody } from './schemas';

const PdfQuery = Type.Object({ language: Type.Optional(Type.Enum([...LANGUAGES])) });

/** Tells the policy's account and every operations user that its invoices or status changed. */
export async function tellPaymentsChanged(app: FastifyInstance, policy: { id: string; accountId: string }) {
  const message = { topic: LIVE_TOPICS.payments, id: policy.id, version: Date.now() };
  await app.publishLive({ accountId: policy.accountId, ...message });
  const operators = await app.database.db.select({ id: users.id }).from(users).where(eq(users.is_operations, true));
  for (const operator of operators) await app.publishLive({ userId: operator.id, ...message });
}

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = () => app.database.db;
  const provider = paymentProvider(config.paymentProvider, { webhookSecret: config.paymentWebhookSecret });
  const policyGuard = [app.authenticate, policyAccessGuard(app.database.db)];
  const operations = [app.authenticate, app.requireOperations];
  /** How an open invoice is paid, when the provider collects it: Pix and boleto, or its country's transfer. */
  const chargeImages = async (invoice: InvoiceRow) => {
    const charge = chargeable(provider, invoice) ? await chargeOf(db(), provider, invoice) : null;
    if (!charge) return null;
    return {
      pix: charge.pix_code ? { code: charge.pix_code, qr_png: await pixQrPng(charge.pix_code) } : null,
      boleto:
        charge.boleto_line && charge.boleto_barcode
          ? { line: charge.boleto_line, barcode_png: await boletoBarcodePng(charge.boleto_barcode) }
          : null,
      // PSE's bank page on paper: a whole address, not one relative to the screen.
      transfer:
        charge.transfer?.method === 'PSE' && charge.transfer.bank_url.startsWith('/')
          ? { ...charge.transfer, bank_url: `${config.publicUrl}${charge.transfer.bank_url}` }
          : charge.transfer,
    };
  };

  app.jobs.define({
    name: SYNC_PAYMENTS_JOB,
    cron: SYNC_PAYMENTS_CRON,
    run: async (job) => {
      const synced = await syncPayments(job.database.db, { publicUrl: config.publicUrl });
      if (synced.late.length || synced.delayed.length || synced.policies.length)
        job.log.info(
          { late: synced.late.length, delayed: synced.delayed.length, policies: synced.policies.length },
          'payments synced',
        );
      for (const policy of synced.changed) await tellPaymentsChanged(job, policy);
    },
  });

  app.get(
    '/policies/:id/invoices',
    {
      schema: {
        operationId: 'listPolicyInvoices',
        tags: ['policies'],
        summary: "A policy's invoices, one per instalment, the first first",
        security: bearer,
        params: IdParams,
        response: withErrors(ListOf(Invoice, 'InvoiceList')),
      },
      preValidation: policyGuard,
    },
    async (request) => ({ items: await policyInvoices(db(), guardedPolicy(request).id) }),
  );

  app.get(
    '/policies/:id/invoices/:invoiceId/document.pdf',
    {
      schema: {
        operationId: 'downloadInvoice',
        tags: ['policies'],
        summary: 'One invoice of the policy as a PDF, in the language asked for or the user’s',
        security: bearer,
        params: InvoiceParams,
        querystring: PdfQuery,
        response: withErrors(FileDownload),
      },
      preValidation: policyGuard,
    },
    async (request, reply) => {
      const policy = guardedPolicy(request);
      const invoice = await findPolicyInvoice(db(), policy.id, request.params.invoiceId);
      if (!invoice) throw notFound();
      const fromLocale = principalOf(request).user.locale.slice(0, 2);
      const language = request.query.language ?? (isLanguage(fromLocale) ? fromLocale : 'pt');
      const [company] = await db()
        .select({
          legal_name: accounts.legal_name,
          tax_id_type: accounts.tax_id_type,
          tax_id: accounts.tax_id,
          country: accounts.country,
        })
        .from(accounts)
        .where(eq(accounts.id, policy.account_id));
      const pdf = await renderInvoicePdf(
        {
          ...invoice,
          instalments: Math.max(policy.instalments.length, invoice.instalment),
          policy_number: policy.policy_number,
          insurer: policy.insurer,
          company: company?.legal_name ?? '',
          tax_id_type: company?.tax_id_type ?? null,
          tax_id: company?.tax_id ?? null,
          country: company?.country ?? 'br',
          instructions: provider.instructions(invoice, language),
          charge: await chargeImages(invoice),
        },
        language,
      );
      return sendAttachment(reply, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: `invoice-${invoice.number}.pdf`,
      });
    },
  );

  const operationsInvoices = async (where: ReturnType<typeof and>) => {
    const rows = await db()
      .select({
        invoice: invoices,
        policy_number: policies.policy_number,
        policy_status: policies.status,
        product: policies.product,
        company_name: accounts.legal_name,
        country: accounts.country,
      })
      .from(invoices)
      .innerJoin(policies, eq(policies.id, invoices.policy_id))
      .innerJoin(accounts, eq(accounts.id, invoices.account_id))
      .where(where)
      .orderBy(asc(invoices.due_date), asc(invoices.number));
    return rows.map(({ invoice, ...rest }) => ({ ...toInvoice(invoice), ...rest }));
  };

  app.get(
    '/operations/invoices',
    {
      schema: {
        operationId: 'listOperationsInvoices',
        tags: ['operations'],
        summary: 'Every open invoice, the earliest due first (PENDING also lists IN_QUEUE, LATE also DELAYED)',
        security: bearer,
        querystring: OperationsInvoiceQuery,
        response: withErrors(ListOf(OperationsInvoice, 'OperationsInvoiceList')),
      },
      preValidation: operations,
    },
    async (request) => {
      const status = request.query.status;
      const statuses =
        status === 'PENDING'
          ? (['PENDING', 'IN_QUEUE'] as const)
          : status === 'LATE'
            ? (['LATE', 'DELAYED'] as const)
            : OPEN_PAYMENT_STATUSES;
      return { items: await operationsInvoices(and(inArray(invoices.status, [...statuses]))) };
    },
  );

  app.post(
    '/operations/invoices/:id/payment',
    {
      schema: {
        operationId: 'recordInvoicePayment',
        tags: ['operations'],
        summary:
          'Records a payment received for the invoice at the version read: another version is 409 STALE_VERSION (two records of one version: one wins), an earlier instalment still open is 409 EARLIER_INSTALMENT_OPEN, a paid invoice at its current version answers as it is; the first instalment activates the policy',
        security: bearer,
        params: IdParams,
        headers: IdempotencyHeader,
        body: RecordPaymentBody,
        response: withErrors(OperationsInvoice),
      },
      preValidation: operations,
    },
    async (request) => {
      const { version, method, paid_on } = request.body;
      const [invoice] = await db()
        .select({ account_id: invoices.account_id, currency: invoices.currency })
        .from(invoices)
        .where(eq(invoices.id, request.params.id));
      if (invoice && !isManualPaymentMethod(method, invoice.currency)) throw new AppError('PAYMENT_METHOD_NOT_OFFERED');
      if (paid_on && invoice && paid_on > (await accountToday(db(), invoice.account_id)))
        throw new AppError('VALIDATION_FAILED', undefined, [
          { field: 'paid_on', code: 'VALIDATION_FAILED', message: 'cannot be in the future' },
        ]);
      const recorded = await recordPayment(db(), {
        invoiceId: request.params.id,
        version,
        method,
        // Operations record what they saw outside the provider (a bank statement): always by hand.
        provider: manualPaymentProvider.name,
        userId: principalOf(request).user.id,
        paidAt: paid_on ? new Date(`${paid_on}T12:00:00Z`) : undefined,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      if (recorded.changed)
        await tellPaymentsChanged(app, { id: recorded.invoice.policy_id, accountId: recorded.invoice.account_id });
      const [row] = await operationsInvoices(and(eq(invoices.id, recorded.invoice.id)));
      return row!;
    },
  );
};

export default routes;

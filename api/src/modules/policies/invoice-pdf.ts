// An invoice as a PDF (pdfkit), in the reader's language: the policy, the company, the instalment,
// its due date, amount (in the invoice's currency) and the tax inside it, its status, and how to pay
// it (the payment provider's words and its charge: invoice-pdf-charge.ts).
import PDFDocument from 'pdfkit';
import type { Country, Language, PaymentStatus } from '@platform/domain';
import { printCharge, type InvoiceChargeImages } from './invoice-pdf-charge';
import {
  COUNTRY_RULES,
  countryOfCurrency,
  formatCurrency,
  formatDate,
  formatTaxId,
  shownPaymentStatus,
  COUNTRY_TIME_ZONES,
} from '@platform/domain';

const WORDS: Record<Language, Record<string, string>> = {
  pt: {
    title: 'Fatura',
    issued: 'Emitida em {date}',
    company: 'Segurado',
    policy: 'Apólice',
    insurer: 'Seguradora',
    instalment: 'Parcela',
    of: '{n} de {total}',
    due: 'Vencimento',
    amount: 'Valor',
    tax: '{tax} incluído',
    status: 'Situação',
    paidAt: 'Paga em',
    howToPay: 'Como pagar',
    PAID: 'Paga',
    PENDING: 'Pendente',
    LATE: 'Em atraso',
    DELAYED: 'Atrasada (aviso de 15 dias encerrado)',
  },
  en: {
    title: 'Invoice',
    issued: 'Issued on {date}',
    company: 'Policyholder',
    policy: 'Policy',
    insurer: 'Insurer',
    instalment: 'Instalment',
    of: '{n} of {total}',
    due: 'Due date',
    amount: 'Amount',
    tax: '{tax} included',
    status: 'Status',
    paidAt: 'Paid on',
    howToPay: 'How to pay',
    PAID: 'Paid',
    PENDING: 'Pending',
    LATE: 'Late',
    DELAYED: 'Delayed (15-day notice over)',
  },
  es: {
    title: 'Factura',
    issued: 'Emitida el {date}',
    company: 'Asegurado',
    policy: 'Póliza',
    insurer: 'Aseguradora',
    instalment: 'Cuota',
    of: '{n} de {total}',
    due: 'Vencimiento',
    amount: 'Importe',
    tax: '{tax} incluido',
    status: 'Estado',
    paidAt: 'Pagada el',
    howToPay: 'Cómo pagar',
    PAID: 'Pagada',
    PENDING: 'Pendiente',
    LATE: 'Atrasada',
    DELAYED: 'Demorada (aviso de 15 días vencido)',
  },
};

export interface InvoiceDocument {
  number: string;
  instalment: number;
  instalments: number;
  due_date: string;
  amount: string;
  /** The country's premium tax inside the amount (IOF in Brazil, IVA in Mexico and Colombia). */
  tax: string;
  currency: string;
  status: PaymentStatus;
  paid_at: Date | null;
  policy_number: string;
  insurer: string;
  company: string;
  /** How the tax id is written (CNPJ, RFC...): it is shown with `formatTaxId`. */
  tax_id_type: string | null;
  tax_id: string | null;
  /** The company's country: money and dates are written as it writes them, in the reader's language. */
  country: Country;
  instructions: string | null;
  /** The provider's charge, for an open invoice it collects (payment-charges.ts). */
  charge?: InvoiceChargeImages | null;
}

export function renderInvoicePdf(invoice: InvoiceDocument, language: Language, now = new Date()): Promise<Buffer> {
  const words = WORDS[language];
  const fill = (text: string, vars: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => String(vars[key] ?? whole));
  const locale = { country: invoice.country, language };
  const money = (amount: string) => formatCurrency(amount, invoice.currency, locale);
  const date = (value: Date | string) => formatDate(value, locale, 'long', COUNTRY_TIME_ZONES[invoice.country]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Producer: 'insurance-platform', Title: invoice.number },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(`${words.title} ${invoice.number}`);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(fill(words.issued!, { date: date(now) }));
    doc.moveDown().fillColor('#000').fontSize(11);
    const line = (label: string, value: string) =>
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    line(
      words.company!,
      invoice.tax_id
        ? `${invoice.company} (${formatTaxId(invoice.tax_id_type ?? '', invoice.tax_id)})`
        : invoice.company,
    );
    line(words.policy!, invoice.policy_number);
    line(words.insurer!, invoice.insurer);
    line(words.instalment!, fill(words.of!, { n: invoice.instalment, total: invoice.instalments }));
    line(words.due!, date(invoice.due_date));
    line(words.amount!, money(invoice.amount));
    // The tax inside the amount, by the invoice's country's name for it (IOF, IVA); none in the US.
    const tax = COUNTRY_RULES[countryOfCurrency(invoice.currency) ?? invoice.country].taxes[0]?.code;
    if (tax) line(fill(words.tax!, { tax }), money(invoice.tax));
    line(words.status!, words[shownPaymentStatus(invoice.status)]!);
    if (invoice.paid_at) line(words.paidAt!, date(invoice.paid_at));
    if (invoice.instructions && invoice.status !== 'PAID') {
      doc.moveDown().font('Helvetica-Bold').text(words.howToPay!);
      doc.font('Helvetica').text(invoice.instructions);
    }
    if (invoice.charge && invoice.status !== 'PAID') printCharge(doc, invoice.charge, language);
    doc.end();
  });
}

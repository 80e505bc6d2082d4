// The proposal of one quote option as a PDF (pdfkit), in the reader's language. `drawProposal`
// draws into a document the caller owns, so checkout can reuse it and add pages (the signed copy
// with its audit page); `renderProposalPdf` is the whole file for GET /v3/quotes/{id}/proposal.pdf.
import PDFDocument from 'pdfkit';
import {
  COUNTRY_RULES,
  countryCheckout,
  coverageText,
  exclusionText,
  formatCurrency,
  formatDate,
  formatRetention,
  formatTaxId,
  COUNTRY_TIME_ZONES,
  type Country,
  type ChargeLine,
  type Locale,
  toCents,
  type Language,
  type Product,
  type QuoteCoverage,
  type QuoteExclusion,
  type QuoteSubjectivity,
  type QuoteSublimit,
  type TerritorialScope,
} from '@platform/domain';
import { drawField, drawTitle } from '../../lib/pdf-drawing';
import { PROPOSAL_WORDS } from './proposal-words';

/** What the proposal shows: a quote option and the company it is for (amounts as decimal strings). */
export interface ProposalQuote {
  id: string;
  product: Product;
  insurer: string | null;
  coverage_limit: string | null;
  gross_premium: string | null;
  retention: string | null;
  currency: string;
  expires_at: Date | string | null;
  coverages: readonly QuoteCoverage[];
  sublimits: readonly QuoteSublimit[];
  exclusions: readonly QuoteExclusion[];
  subjectivities: readonly QuoteSubjectivity[];
  territorial_scope: TerritorialScope | null;
  retroactive_date: string | null;
  insurance_code: string | null;
  config_version: string | null;
  /** The desk's lines of their own (a US state's surplus-lines tax and stamping fee), in cents of `currency`. */
  charges?: readonly ChargeLine[];
}

export interface ProposalCompany {
  legal_name: string;
  /** How the tax id is written (CNPJ, RFC...): it is shown with `formatTaxId`. */
  tax_id_type: string | null;
  tax_id: string | null;
  /** Where the company is: money and dates are written as that country writes them. Brazil without it. */
  country?: Country | null;
}

/** The retention as the catalogue names it: "no retention" or its amount in the quote's currency. */
export const retentionLabel = (code: string, currency: string, locale: Locale, noRetention: string): string =>
  formatRetention(code, currency, locale) ?? noRetention;

/** Draws the proposal from the document's current page; the caller ends the document. */
export function drawProposal(
  doc: PDFKit.PDFDocument,
  quote: ProposalQuote,
  company: ProposalCompany,
  language: Language,
  now: Date = new Date(),
): void {
  const words = PROPOSAL_WORDS[language];
  const country = company.country ?? 'br';
  const locale: Locale = { country, language };
  const money = (amount: number) => formatCurrency(amount, quote.currency, locale);
  const dateOf = (value: Date | string) =>
    formatDate(value instanceof Date ? value : String(value), locale, 'long', COUNTRY_TIME_ZONES[country]);
  const limit = quote.coverage_limit === null ? null : Number(quote.coverage_limit);
  const row = (label: string, value: string) => drawField(doc, label, value);
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.2);
  };
  const list = (items: string[]) => {
    doc.font('Helvetica').fontSize(10);
    if (items.length === 0) doc.text(words.none);
    else doc.list(items, { bulletRadius: 2 });
  };

  doc.info.Title = `${words.title} – ${words.products[quote.product]}`;
  drawTitle(doc, words.title);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text(words.intro).fillColor('#000000').moveDown();

  const rules = COUNTRY_RULES[country];
  row(words.company, company.legal_name);
  // Named as the country names it (CNPJ, RFC, NIT, EIN) and written as it writes it.
  if (company.tax_id) row(company.tax_id_type ?? words.taxId, formatTaxId(company.tax_id_type ?? '', company.tax_id));
  row(words.product, words.products[quote.product]);
  row(words.insurer, quote.insurer ?? '—');
  row(words.quoteId, quote.id);
  row(words.issuedAt, dateOf(now));
  if (quote.expires_at) row(words.validUntil, dateOf(quote.expires_at));

  heading(words.limit);
  if (limit !== null) row(words.limit, money(limit));
  if (quote.retention) row(words.retention, retentionLabel(quote.retention, quote.currency, locale, words.noRetention));
  const charges = quote.charges ?? [];
  for (const charge of charges)
    row(words.charges[charge.code as keyof typeof words.charges] ?? charge.code, money(charge.amount / 100));
  if (quote.gross_premium !== null) {
    row(words.premium, money(Number(quote.gross_premium)));
    // The country's checkout maths: its taxes, its fee and the desk's charges, in its interest-free plan.
    const count = rules.instalments.maxWithoutInterest;
    const summary = countryCheckout(rules, toCents(quote.gross_premium), count, charges);
    const included = [...summary.taxes.map((tax) => tax.code), ...(charges.length ? [words.stateCharges] : [])];
    row(
      words.instalments,
      words.instalmentsLine(
        count,
        money(summary.instalments.at(-1)!.amount / 100),
        money(summary.totalPremium / 100),
        included.join(` ${words.and} `),
      ),
    );
  }
  if (quote.retroactive_date) row(words.retroactiveDate, dateOf(quote.retroactive_date));
  if (quote.territorial_scope) row(words.territorialScope, words.scope[quote.territorial_scope]);
  if (quote.insurance_code)
    row(words.insuranceCode(rules.regulator.name, rules.regulator.fullName), quote.insurance_code);
  if (quote.config_version) row(words.configVersion, quote.config_version);

  // Each name with the plain sentence the quote screens show (coverage-texts.ts), so the signatory
  // reads the same promise the buyer chose from.
  heading(words.coverages);
  list(
    quote.coverages.map((coverage) => {
      const sublimit = quote.sublimits.find((item) => item.coverage === coverage);
      const name =
        sublimit && limit !== null
          ? `${words.coverage[coverage]} (${words.sublimit} ${money(limit * sublimit.share)})`
          : words.coverage[coverage];
      return `${name}: ${coverageText(coverage, language)}`;
    }),
  );
  heading(words.exclusions);
  list(quote.exclusions.map((exclusion) => `${words.exclusion[exclusion]}: ${exclusionText(exclusion, language)}`));
  heading(words.subjectivities);
  list(quote.subjectivities.map((item) => `${words.subjectivity[item.code]} (${words.due[item.due]})`));

  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor('#666666').text(words.footer).fillColor('#000000');
}

/** The proposal alone, as the bytes of a PDF file. */
export function renderProposalPdf(
  quote: ProposalQuote,
  company: ProposalCompany,
  language: Language,
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'insurance-platform' } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawProposal(doc, quote, company, language, now);
    doc.end();
  });
}

// The proposal the legal signatory reads and signs, rendered with pdfkit in the checkout's language,
// and the signed document: the same proposal plus an evidence page (document SHA-256, signer,
// e-mail, time, IP, user agent, code verification), the advanced signature of CNSP Resolution
// 408/2021 (insurance-model.md section 3). The quote's own pages are the quotes module's proposal
// renderer (drawProposal); this file adds the checkout's page (period, signatory, administrator,
// figures, broker's pay) and, once signed, the evidence page.
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import {
  formatCurrency,
  formatDate,
  formatPercent,
  formatTaxId,
  instalmentChargeOf,
  COUNTRY_TIME_ZONES,
  type Country,
  type Language,
  toCents,
  type Locale,
} from '@platform/domain';
import { drawField, drawStackedField, drawTitle } from '../../lib/pdf-drawing';
import { drawProposal, PROPOSAL_WORDS, retentionLabel, type ProposalQuote } from '../quotes';

export interface ProposalData {
  /** The quote option as the quotes module's proposal draws it. */
  quote: ProposalQuote;
  reference: string;
  company: string;
  /** How the tax id is written (CNPJ, RFC...): it is shown with `formatTaxId`. */
  taxIdType: string;
  taxId: string;
  /** The company's country: money and dates are written as it writes them, in the checkout's language. */
  country: Country;
  product: string;
  insurer: string;
  coverageLimit: string;
  retention: string | null;
  currency: string;
  startDate: string;
  endDate: string;
  signerType: string;
  signerName: string;
  signerEmail: string;
  adminName: string;
  adminEmail: string;
  grossPremium: string;
  interest: string;
  /** Mexico's derecho de póliza ("0.00" where none). */
  policyFee: string;
  /** The country's premium taxes (IOF, IVA), each with its rate. */
  taxes: { code: string; rate: number; amount: string }[];
  /** The desk's own lines (a US state's surplus-lines tax, its stamping fee). */
  charges: { code: string; amount: string }[];
  regulator: { name: string; fullName: string };
  totalPremium: string;
  instalments: { number: number; amount: string }[];
  broker: { name: string; commission: string } | null;
  /** When the proposal was issued (shown on it, and its PDF creation date). */
  issuedAt: Date;
}

export interface SignatureEvidence {
  proposalSha256: string;
  signedName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  codeVerifiedAt: Date;
  provider: string;
  requestId: string;
}

const WORDS = {
  pt: {
    title: 'Dados da contratação',
    reference: 'Referência',
    company: 'Proponente',
    taxId: 'CNPJ/CPF',
    registration: 'Registro do produto',
    policyFee: 'Custo de apólice',
    charges: {
      SURPLUS_LINES_TAX: 'Imposto estadual de surplus lines',
      STAMPING_FEE: 'Taxa de registro (stamping fee)',
    },
    product: 'Produto',
    insurer: 'Seguradora',
    limit: 'Limite máximo de garantia',
    retention: 'Franquia/retenção',
    period: 'Vigência',
    signer: 'Signatário legal',
    admin: 'Administrador da conta',
    gross: 'Prêmio líquido',
    interest: 'Juros do parcelamento',
    surcharge: 'Adicional de fracionamento',
    tax: '{name} ({rate})',
    total: 'Prêmio total',
    instalments: 'Parcelas',
    broker: 'Remuneração do corretor',
    issued: 'Emitida em',
    products: { D_AND_O: 'D&O', E_AND_O: 'RC Profissional (E&O)', CYBER: 'Riscos Cibernéticos' },
    signerTypes: { LEGAL_REPRESENTATIVE: 'Representante legal', ATTORNEY: 'Procurador' },
    evidence: 'Evidências da assinatura eletrônica',
    sha: 'SHA-256 da proposta assinada',
    signedName: 'Nome digitado pelo signatário',
    email: 'E-mail do signatário',
    signedAt: 'Assinada em (UTC)',
    ip: 'Endereço IP',
    userAgent: 'Navegador (user agent)',
    code: 'Código de uso único enviado por e-mail, verificado em (UTC)',
    provider: 'Provedor de assinatura',
    request: 'Identificador da solicitação',
    consent:
      'O signatário declarou ter lido a proposta e concordar com a assinatura eletrônica (Resolução CNSP 408/2021; MP 2.200-2/2001, art. 10, § 2º).',
  },
  en: {
    title: 'Checkout details',
    reference: 'Reference',
    company: 'Applicant',
    taxId: 'Tax id',
    registration: 'Product registration',
    policyFee: 'Policy fee',
    charges: { SURPLUS_LINES_TAX: 'State surplus lines tax', STAMPING_FEE: 'Stamping fee' },
    product: 'Product',
    insurer: 'Insurer',
    limit: 'Coverage limit',
    retention: 'Retention',
    period: 'Policy period',
    signer: 'Legal signatory',
    admin: 'Account administrator',
    gross: 'Net premium',
    interest: 'Instalment interest',
    surcharge: 'Instalment surcharge',
    tax: '{name} ({rate})',
    total: 'Total premium',
    instalments: 'Instalments',
    broker: 'Broker commission',
    issued: 'Issued on',
    products: { D_AND_O: 'D&O', E_AND_O: 'Professional liability (E&O)', CYBER: 'Cyber' },
    signerTypes: { LEGAL_REPRESENTATIVE: 'Legal representative', ATTORNEY: 'Attorney' },
    evidence: 'Electronic signature evidence',
    sha: 'SHA-256 of the signed proposal',
    signedName: 'Name typed by the signatory',
    email: 'Signatory e-mail',
    signedAt: 'Signed at (UTC)',
    ip: 'IP address',
    userAgent: 'Browser (user agent)',
    code: 'One-time code sent by e-mail, verified at (UTC)',
    provider: 'Signature provider',
    request: 'Request id',
    consent:
      'The signatory declared having read the proposal and agreeing to sign it electronically (CNSP Resolution 408/2021; MP 2.200-2/2001, art. 10, § 2).',
  },
  es: {
    title: 'Datos de la contratación',
    reference: 'Referencia',
    company: 'Solicitante',
    taxId: 'Identificación fiscal',
    registration: 'Registro del producto',
    policyFee: 'Derecho de póliza',
    charges: {
      SURPLUS_LINES_TAX: 'Impuesto estatal de surplus lines',
      STAMPING_FEE: 'Tarifa de sellado (stamping fee)',
    },
    product: 'Producto',
    insurer: 'Aseguradora',
    limit: 'Límite máximo de cobertura',
    retention: 'Deducible/retención',
    period: 'Vigencia',
    signer: 'Firmante legal',
    admin: 'Administrador de la cuenta',
    gross: 'Prima neta',
    interest: 'Intereses de las cuotas',
    surcharge: 'Recargo por pago fraccionado',
    tax: '{name} ({rate})',
    total: 'Prima total',
    instalments: 'Cuotas',
    broker: 'Comisión del corredor',
    issued: 'Emitida el',
    products: { D_AND_O: 'D&O', E_AND_O: 'RC Profesional (E&O)', CYBER: 'Riesgos cibernéticos' },
    signerTypes: { LEGAL_REPRESENTATIVE: 'Representante legal', ATTORNEY: 'Apoderado' },
    evidence: 'Evidencias de la firma electrónica',
    sha: 'SHA-256 de la propuesta firmada',
    signedName: 'Nombre escrito por el firmante',
    email: 'Correo del firmante',
    signedAt: 'Firmada el (UTC)',
    ip: 'Dirección IP',
    userAgent: 'Navegador (user agent)',
    code: 'Código de un solo uso enviado por correo, verificado el (UTC)',
    provider: 'Proveedor de firma',
    request: 'Identificador de la solicitud',
    consent:
      'El firmante declaró haber leído la propuesta y aceptar la firma electrónica (Resolución CNSP 408/2021; MP 2.200-2/2001, art. 10, § 2).',
  },
} as const;

function writeProposal(doc: PDFKit.PDFDocument, data: ProposalData, language: Language) {
  const w = WORDS[language];
  const row = (label: string, value: string) => drawField(doc, label, value);
  const locale: Locale = { country: data.country, language };
  const amount = (value: string) => formatCurrency(value, data.currency, locale);
  const date = (value: string | Date) => formatDate(value, locale, 'long', COUNTRY_TIME_ZONES[data.country]);
  drawProposal(
    doc,
    data.quote,
    { legal_name: data.company, tax_id_type: data.taxIdType, tax_id: data.taxId, country: data.country },
    language,
    data.issuedAt,
  );
  doc.addPage();
  drawTitle(doc, w.title);
  doc.moveDown(0.5);
  row(w.reference, data.reference);
  row(w.issued, date(data.issuedAt));
  doc.moveDown();
  row(w.company, data.company);
  // Brazil's label names both of its ids; elsewhere the id's own name (RFC, NIT, EIN).
  row(data.country === 'br' ? w.taxId : data.taxIdType, formatTaxId(data.taxIdType, data.taxId));
  row(w.product, w.products[data.product as keyof typeof w.products] ?? data.product);
  row(w.insurer, data.insurer);
  const regulator = `${data.regulator.fullName} (${data.regulator.name})`;
  row(w.registration, data.quote.insurance_code ? `${regulator}: ${data.quote.insurance_code}` : regulator);
  row(w.limit, amount(data.coverageLimit));
  if (data.retention)
    row(w.retention, retentionLabel(data.retention, data.currency, locale, PROPOSAL_WORDS[language].noRetention));
  row(w.period, `${date(data.startDate)} – ${date(data.endDate)}`);
  doc.moveDown();
  row(
    w.signer,
    `${data.signerName} <${data.signerEmail}> (${w.signerTypes[data.signerType as keyof typeof w.signerTypes] ?? data.signerType})`,
  );
  row(w.admin, `${data.adminName} <${data.adminEmail}>`);
  doc.moveDown();
  row(w.gross, amount(data.grossPremium));
  row(instalmentChargeOf(data.country) === 'SURCHARGE' ? w.surcharge : w.interest, amount(data.interest));
  if (toCents(data.policyFee) > 0) row(w.policyFee, amount(data.policyFee));
  for (const tax of data.taxes)
    row(w.tax.replace('{name}', tax.code).replace('{rate}', formatPercent(tax.rate, locale)), amount(tax.amount));
  for (const charge of data.charges)
    row(w.charges[charge.code as keyof typeof w.charges] ?? charge.code, amount(charge.amount));
  row(w.total, amount(data.totalPremium));
  row(w.instalments, data.instalments.map((i) => `${i.number}: ${amount(i.amount)}`).join('; '));
  if (data.broker) row(w.broker, `${data.broker.name}: ${amount(data.broker.commission)}`);
}

function writeEvidence(doc: PDFKit.PDFDocument, evidence: SignatureEvidence, language: Language) {
  const w = WORDS[language];
  doc.addPage();
  drawTitle(doc, w.evidence, 16);
  doc.moveDown();
  const row = (label: string, value: string) => drawStackedField(doc, label, value);
  row(w.sha, evidence.proposalSha256);
  row(w.signedName, evidence.signedName);
  row(w.email, evidence.signerEmail);
  row(w.signedAt, evidence.signedAt.toISOString());
  row(w.ip, evidence.ip);
  row(w.userAgent, evidence.userAgent || '-');
  row(w.code, evidence.codeVerifiedAt.toISOString());
  row(w.provider, evidence.provider);
  row(w.request, evidence.requestId);
  doc.moveDown();
  doc.font('Helvetica').fontSize(9).text(w.consent);
}

function render(data: ProposalData, language: Language, evidence?: SignatureEvidence): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${WORDS[language].title} ${data.reference}`, CreationDate: evidence?.signedAt ?? data.issuedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    writeProposal(doc, data, language);
    if (evidence) writeEvidence(doc, evidence, language);
    doc.end();
  });
}

export const proposalPdf = (data: ProposalData, language: Language) => render(data, language);
export const signedPdf = (data: ProposalData, language: Language, evidence: SignatureEvidence) =>
  render(data, language, evidence);
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

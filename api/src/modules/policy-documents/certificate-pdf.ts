// The certificate as a PDF (pdfkit), in the reader's language: what the public page shows, its QR
// code back to that page (where "in force" is answered live), and the statement that it confers
// no rights beyond the policy (domain-facts.md, "Policy certificate").
import PDFDocument from 'pdfkit';
import { formatCurrency, formatDate, formatRetention, isCountry, type Language } from '@platform/domain';
import { drawField, drawTitle } from '../../lib/pdf-drawing';
import type { PublicCertificateView } from './certificates';

const WORDS: Record<Language, Record<string, string>> = {
  pt: {
    title: 'Certificado de seguro',
    holder: 'Emitido para',
    issued: 'Emitido em',
    insured: 'Segurado',
    taxId: 'Documento',
    insurer: 'Seguradora',
    broker: 'Corretora',
    policy: 'Apólice',
    product: 'Produto',
    period: 'Vigência',
    limit: 'Limite máximo de garantia',
    retention: 'Franquia/retenção',
    basis: 'Base de cobertura',
    claimsMade: 'À base de reclamações (claims made)',
    retroactive: 'Data de retroatividade',
    none: 'Sem limite (atos anteriores cobertos)',
    status: 'Situação em {date}',
    inForce: 'Em vigor',
    notInForce: 'Fora de vigor',
    verify: 'Confira a situação atual deste certificado pelo QR code ou no endereço:',
    disclaimer:
      'Este certificado é apenas informativo e não confere direitos além dos previstos na apólice, cujos termos, condições e exclusões prevalecem.',
    D_AND_O: 'D&O (responsabilidade de administradores)',
    E_AND_O: 'E&O (responsabilidade civil profissional)',
    CYBER: 'Seguro cibernético',
  },
  en: {
    title: 'Certificate of insurance',
    holder: 'Issued to',
    issued: 'Issued on',
    insured: 'Insured',
    taxId: 'Tax id',
    insurer: 'Insurer',
    broker: 'Broker',
    policy: 'Policy',
    product: 'Product',
    period: 'Policy period',
    limit: 'Limit of liability',
    retention: 'Deductible/retention',
    basis: 'Basis of cover',
    claimsMade: 'Claims made',
    retroactive: 'Retroactive date',
    none: 'None (unlimited prior acts)',
    status: 'Status on {date}',
    inForce: 'In force',
    notInForce: 'Not in force',
    verify: 'Check this certificate’s current status with the QR code or at:',
    disclaimer:
      'This certificate is issued as a matter of information only and confers no rights beyond those of the policy, whose terms, conditions and exclusions prevail.',
    D_AND_O: 'D&O (directors and officers liability)',
    E_AND_O: 'E&O (professional liability)',
    CYBER: 'Cyber insurance',
  },
  es: {
    title: 'Certificado de seguro',
    holder: 'Emitido para',
    issued: 'Emitido el',
    insured: 'Asegurado',
    taxId: 'Identificación fiscal',
    insurer: 'Aseguradora',
    broker: 'Corredor',
    policy: 'Póliza',
    product: 'Producto',
    period: 'Vigencia',
    limit: 'Límite máximo de responsabilidad',
    retention: 'Deducible/retención',
    basis: 'Base de cobertura',
    claimsMade: 'Por reclamación (claims made)',
    retroactive: 'Fecha de retroactividad',
    none: 'Sin límite (actos anteriores cubiertos)',
    status: 'Situación al {date}',
    inForce: 'Vigente',
    notInForce: 'No vigente',
    verify: 'Verifique la situación actual de este certificado con el código QR o en:',
    disclaimer:
      'Este certificado es solo informativo y no confiere derechos más allá de los de la póliza, cuyos términos, condiciones y exclusiones prevalecen.',
    D_AND_O: 'D&O (responsabilidad de administradores)',
    E_AND_O: 'E&O (responsabilidad civil profesional)',
    CYBER: 'Seguro cibernético',
  },
};

export function renderCertificatePdf(view: PublicCertificateView, url: string, language: Language): Promise<Buffer> {
  const words = WORDS[language];
  const locale = { country: isCountry(view.country) ? view.country : 'br', language } as const;
  const date = (value: string) => formatDate(value, locale, 'long');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'insurance-platform', Title: words.title } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawTitle(doc, words.title!);
    doc.moveDown(0.5);
    drawField(doc, words.holder!, view.holder_name);
    drawField(doc, words.issued!, date(view.issued_at));
    doc.moveDown(0.5);
    drawField(doc, words.insured!, view.insured_name);
    drawField(doc, `${words.taxId} (${view.tax_id_type})`, view.tax_id);
    drawField(doc, words.insurer!, view.insurer);
    if (view.broker) drawField(doc, words.broker!, view.broker);
    drawField(doc, words.policy!, view.policy_number);
    drawField(doc, words.product!, words[view.product]!);
    drawField(doc, words.period!, `${date(view.effective_date)} – ${date(view.expiry_date)}`);
    drawField(doc, words.limit!, formatCurrency(view.coverage_limit, view.currency, locale));
    const retention = view.retention && formatRetention(view.retention, view.currency, locale);
    if (retention) drawField(doc, words.retention!, retention);
    drawField(doc, words.basis!, words.claimsMade!);
    drawField(doc, words.retroactive!, view.retroactive_date ? date(view.retroactive_date) : words.none!);
    drawField(
      doc,
      words.status!.replace('{date}', date(view.checked_on)),
      view.in_force ? words.inForce! : words.notInForce!,
    );
    doc.moveDown();
    doc.font('Helvetica').fontSize(10).text(words.verify!);
    doc.text(url);
    const png = Buffer.from(view.qr_code.replace(/^data:image\/png;base64,/, ''), 'base64');
    doc.image(png, { width: 120 });
    doc.moveDown();
    doc.fontSize(9).text(words.disclaimer!);
    doc.end();
  });
}

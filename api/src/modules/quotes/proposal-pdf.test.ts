// @vitest-environment node
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { coverageText, exclusionText, LANGUAGES } from '@platform/domain';
import { drawProposal, renderProposalPdf, type ProposalQuote } from './proposal-pdf';

const QUOTE: ProposalQuote = {
  id: '00000000-0000-4000-8000-000000000901',
  product: 'CYBER',
  insurer: 'Seguradora Alfa',
  coverage_limit: '2000000.00',
  gross_premium: '5376.00',
  retention: 'R_25K',
  currency: 'BRL',
  expires_at: '2026-12-23T00:00:00.000Z',
  coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
  sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.5 }],
  exclusions: ['WAR_AND_TERRORISM'],
  subjectivities: [{ code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' }],
  territorial_scope: 'WORLDWIDE_EXCEPT_US_CANADA',
  retroactive_date: '2025-11-23',
  insurance_code: '15414.900112/2026-11',
  config_version: 'CYBER-BR-2026.11',
};
const COMPANY = { legal_name: 'Demo Tecnologia Ltda', tax_id_type: 'CNPJ', tax_id: '11222333000181' };

describe('proposal PDF', () => {
  it('is a PDF file in every language, each one different', async () => {
    const files = await Promise.all(LANGUAGES.map((language) => renderProposalPdf(QUOTE, COMPANY, language)));
    for (const file of files) {
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
    expect(new Set(files.map((file) => file.toString('base64'))).size).toBe(LANGUAGES.length);
  });

  it('draws into a document the caller owns, titled in the reader language', () => {
    const titles = LANGUAGES.map((language) => {
      const doc = new PDFDocument();
      drawProposal(doc, QUOTE, COMPANY, language);
      doc.end();
      return doc.info.Title;
    });
    expect(titles).toEqual([
      'Proposta de seguro – Riscos cibernéticos',
      'Insurance proposal – Cyber risks',
      'Propuesta de seguro – Riesgos cibernéticos',
    ]);
  });

  it('explains each coverage and exclusion in the plain sentence the quote screens show', () => {
    const doc = new PDFDocument();
    const lists = vi.spyOn(doc, 'list');
    drawProposal(doc, QUOTE, COMPANY, 'en');
    doc.end();
    const items = lists.mock.calls.flatMap(([list]) => list as string[]);
    expect(items).toContainEqual(expect.stringContaining(coverageText('DATA_BREACH_RESPONSE', 'en')));
    expect(items).toContainEqual(expect.stringContaining(coverageText('CYBER_EXTORTION', 'en')));
    expect(items).toContainEqual(expect.stringContaining(exclusionText('WAR_AND_TERRORISM', 'en')));
  });

  /** The proposal's "Label: value" lines, as drawn. */
  function linesOf(quote: ProposalQuote, company: Parameters<typeof drawProposal>[2], language: 'pt' | 'en' | 'es') {
    const doc = new PDFDocument();
    const texts = vi.spyOn(doc, 'text');
    drawProposal(doc, quote, company, language);
    doc.end();
    const drawn = texts.mock.calls.map(([text]) => String(text));
    return drawn.flatMap((text, index) => (text.endsWith(': ') ? [`${text}${drawn[index + 1]}`] : []));
  }

  it('a Mexican proposal is in MXN with IVA and the policy fee, the CNSF registration and the RFC as Mexico writes it', () => {
    const lines = linesOf(
      {
        ...QUOTE,
        currency: 'MXN',
        gross_premium: '10000.00',
        coverage_limit: '3500000.00',
        insurance_code: 'CNSF-S0123-0456-2026',
      },
      { legal_name: 'Demo Tecnologías SA de CV', tax_id_type: 'RFC', tax_id: 'dte2001013a5', country: 'mx' },
      'es',
    );
    expect(lines).toContain('RFC: DTE2001013A5');
    expect(lines).toContain('Límite máximo de indemnización: $3,500,000.00');
    // (10,000.00 + policy fee 600.00) x 1.16 IVA = 12,296.00, paid at once.
    expect(lines).toContain('Pago: un solo pago de $12,296.00 (con IVA)');
    expect(lines).toContain('Registro CNSF (Comisión Nacional de Seguros y Fianzas): CNSF-S0123-0456-2026');
    expect(lines.join('\n')).not.toMatch(/SUSEP|IOF|R\$/);
  });

  it('a US proposal is in USD with the desk’s state charges as lines of their own', () => {
    const lines = linesOf(
      {
        ...QUOTE,
        currency: 'USD',
        gross_premium: '12000.00',
        insurance_code: null,
        charges: [
          { code: 'SURPLUS_LINES_TAX', amount: 36_000 },
          { code: 'STAMPING_FEE', amount: 1_800 },
        ],
      },
      { legal_name: 'Demo Tech Inc.', tax_id_type: 'EIN', tax_id: '123456789', country: 'us' },
      'en',
    );
    expect(lines).toContain('EIN: 12-3456789');
    expect(lines).toContain('Surplus lines tax (state): $360.00');
    expect(lines).toContain('Stamping fee (state): $18.00');
    // 12,000.00 + 360.00 + 18.00 = 12,378.00, in 4 instalments of 3,094.50.
    expect(lines).toContain(
      'Payment: Up to 4 interest-free instalments of $3,094.50 (total with state charges $12,378.00)',
    );
  });

  it('a Brazilian proposal keeps SUSEP and IOF', () => {
    const lines = linesOf(QUOTE, { ...COMPANY, country: 'br' }, 'pt');
    expect(lines).toContain('Processo SUSEP: 15414.900112/2026-11');
    expect(lines).toContain('CNPJ: 11.222.333/0001-81');
  });
});

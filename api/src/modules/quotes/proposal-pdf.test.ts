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
});

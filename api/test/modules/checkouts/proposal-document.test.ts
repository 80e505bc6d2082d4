// The proposal the signatory signs is a legal document: catalogue labels and dates and money as the
// policy's country writes them, in the language the checkout was made in; never a code or an ISO date.
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, type Language } from '@platform/domain';
import { pdfText } from '../../support/pdf-text';
import { api, fields, lastMail, selectedQuote, startCheckoutTestApp, team, tokenOf } from './checkout-test-app';

startCheckoutTestApp();

async function proposalIn(language: Language) {
  const body = fields();
  const quote = await selectedQuote('D_AND_O');
  const headers = {
    authorization: `Bearer ${team.tokens.admin}`,
    'content-type': 'application/json',
    'accept-language': language,
  };
  const created = await api.fetch(`/v3/quotes/${quote.id}/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const checkout = (await created.json()) as { id: string; version: number; start_date: string; end_date: string };
  expect(created.status, JSON.stringify(checkout)).toBe(200);
  const sent = await api.fetch(`/v3/checkouts/${checkout.id}/signature-requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: checkout.version }),
  });
  expect(sent.status).toBe(200);
  const mail = await lastMail(body.signer_email, 'signature-request');
  const document = await api.fetch(`/v3/signatures/${tokenOf(mail?.link)}/document`);
  // Intl separates symbol and amount with a no-break space: the PDF keeps it, the check reads plain
  // spaces; a field's label and value are two runs of text, read here as one line.
  const text = pdfText(Buffer.from(await document.arrayBuffer()))
    .replace(/\u00a0/g, ' ')
    .replace(/: \n/g, ': ');
  return { text, checkout };
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the proposal PDF a signatory signs', () => {
  it.each([
    ['pt', 'Franquia/retenção: R$ 50.000,00'],
    ['en', 'Retention: R$50,000.00'],
    ['es', 'Deducible/retención: R$50,000.00'],
  ] as const)('in %s shows the retention as the catalogue writes it, never its code', async (language, line) => {
    const { text } = await proposalIn(language);
    expect(text).toContain(line);
    expect(text).not.toMatch(/R_50K/);
  });

  it.each(['pt', 'en', 'es'] as const)(
    'in %s writes the period, the issue day and the money as Brazil writes them in that language',
    async (language) => {
      const { text, checkout } = await proposalIn(language);
      const locale = { country: 'br', language } as const;
      expect(text).toContain(
        `${formatDate(checkout.start_date, locale, 'long')} – ${formatDate(checkout.end_date, locale, 'long')}`,
      );
      // The total of the 7 instalments of an 18,500.00 premium (checkoutSummary), as e-signature.test.ts shows it.
      expect(text).toContain(plain(formatCurrency('21074.96', 'BRL', locale)));
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    },
  );
});

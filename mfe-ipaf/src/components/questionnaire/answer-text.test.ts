import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { Question } from '@platform/domain';
import { answerText } from './answer-text';

const intl = createIntl({ locale: 'pt-BR', messages: { 'ipaf.onePage.noAnswer': 'Sem resposta' } });
const taxId: Question = { id: 'company.tax_id', type: 'tax_id', required: true } as Question;

describe('answerText', () => {
  it('writes a tax id answer as the account’s country does (formatTaxId)', () => {
    expect(answerText(intl, taxId, '16727230000197', 'CNPJ')).toBe('16.727.230/0001-97');
    expect(answerText(intl, taxId, '16.727.230/0001-97', 'CNPJ')).toBe('16.727.230/0001-97');
    expect(answerText(intl, taxId, '123456789', 'EIN')).toBe('12-3456789');
  });

  it('leaves a tax id as it is when the type is unknown, and says when there is no answer', () => {
    expect(answerText(intl, taxId, '16727230000197', null)).toBe('16727230000197');
    expect(answerText(intl, taxId, '', 'CNPJ')).toBe('Sem resposta');
  });

  it('writes a percentage with its sign and a count grouped, as the locale does', () => {
    const share = { id: 'shareholders.list.percentage', type: 'number', unit: 'percent' } as Question;
    const employees = { id: 'company.total_employees', type: 'number' } as Question;
    expect(answerText(intl, share, 33.5, null, { country: 'br', language: 'pt' })).toBe('33,5%');
    expect(answerText(intl, employees, 1250, null, { country: 'br', language: 'pt' })).toBe('1.250');
  });

  it("writes a Mexican account's revenue in pesos when read in pt: a band by its bounds, an amount as MXN", () => {
    const reader = { country: 'br', language: 'pt' } as const;
    const band = {
      id: 'company.annual_revenue_band',
      type: 'single_choice',
      amounts: 'revenue_band',
      options: ['UNDER_250K', 'FROM_1M_TO_5M'],
    } as Question;
    const revenue = { id: 'company.revenue_last_year', type: 'money' } as Question;
    const ptIntl = createIntl({ locale: 'pt-BR', messages: { 'revenueBand.between': 'De {lower} a {upper}' } });
    expect(answerText(ptIntl, band, 'FROM_1M_TO_5M', 'RFC', reader).replace(/\s/g, ' ')).toBe(
      'De MX$ 3.500.000 a MX$ 17.500.000',
    );
    expect(answerText(ptIntl, revenue, '1250000.00', 'RFC', reader).replace(/\s/g, ' ')).toBe('MX$ 1.250.000,00');
  });
});

import { describe, expect, it } from 'vitest';
import { brokerCompanyProblems } from './add-company';

const valid = {
  tax_id: '11.444.777/0001-61',
  company_name: 'Nova Empresa Ltda',
  administrator_name: 'Rita Gomes',
  administrator_email: 'rita@nova.example',
};

describe('brokerCompanyProblems', () => {
  it('accepts a valid CNPJ, typed with or without its punctuation, a name and the administrator', () => {
    expect(brokerCompanyProblems(valid)).toEqual([]);
    expect(brokerCompanyProblems({ ...valid, tax_id: '11444777000161' })).toEqual([]);
  });

  it('names each field that is missing or wrong, with the catalogue code for the tax id and e-mail', () => {
    expect(brokerCompanyProblems({ ...valid, tax_id: '11.444.777/0001-62', administrator_email: 'rita@' })).toEqual([
      { field: 'tax_id', code: 'INVALID_TAX_ID' },
      { field: 'administrator_email', code: 'INVALID_EMAIL' },
    ]);
    expect(
      brokerCompanyProblems({ tax_id: ' ', company_name: '', administrator_name: ' ', administrator_email: '' }),
    ).toEqual([
      { field: 'tax_id', code: 'REQUIRED' },
      { field: 'company_name', code: 'REQUIRED' },
      { field: 'administrator_name', code: 'REQUIRED' },
      { field: 'administrator_email', code: 'REQUIRED' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bankDataProblems, brokerSignUpProblems, type BrokerSignUpInput } from './broker-registration';
import { brokerFileProblem, BROKER_FILE_MAX_BYTES, sniffFileType } from './broker-files';

const signUp: BrokerSignUpInput = {
  country: 'br',
  first_name: 'Ana',
  last_name: 'Reis',
  email: 'ana@corretora.example',
  password: 'Segura2026',
  accept_terms: true,
  legal_name: 'Reis Corretora Ltda',
  trade_name: 'Reis Seguros',
  tax_id: '11.222.333/0001-81',
  phone: '+55 11 5555-0000',
  website: '',
};

describe('brokerSignUpProblems', () => {
  it('accepts a complete sign-up with a valid CNPJ and no website', () => {
    expect(brokerSignUpProblems(signUp)).toEqual([]);
  });

  it('names each wrong field with its catalogue code', () => {
    const problems = brokerSignUpProblems({
      ...signUp,
      tax_id: '11.222.333/0001-82',
      email: 'ana@',
      website: 'not a site',
      accept_terms: false,
      last_name: ' ',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'tax_id', code: 'INVALID_TAX_ID' },
        { field: 'email', code: 'INVALID_EMAIL' },
        { field: 'website', code: 'INVALID_URL' },
        { field: 'accept_terms', code: 'REQUIRED' },
        { field: 'last_name', code: 'REQUIRED' },
      ]),
    );
  });
});

describe('bankDataProblems', () => {
  it('wants a 3-digit bank code and a holder with a valid CPF or CNPJ', () => {
    const ok = {
      bank_code: '341',
      branch: '0001',
      account_number: '12345-6',
      account_type: 'CHECKING',
      holder_name: 'Reis Corretora',
      holder_tax_id: '11222333000181',
    };
    expect(bankDataProblems(ok)).toEqual([]);
    expect(bankDataProblems({ ...ok, bank_code: '34', holder_tax_id: '123' })).toEqual([
      { field: 'bank_code', code: 'INVALID' },
      { field: 'holder_tax_id', code: 'INVALID_TAX_ID' },
    ]);
  });
});

describe('broker files', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 ...');
  it('recognises PDF, PNG and JPEG by their first bytes, whatever the name', () => {
    expect(sniffFileType(pdf)).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(new TextEncoder().encode('MZ executable'))).toBeNull();
  });

  it('refuses files over the limit and files of other types', () => {
    expect(brokerFileProblem(BROKER_FILE_MAX_BYTES + 1, pdf)).toBe('FILE_TOO_LARGE');
    expect(brokerFileProblem(10, new TextEncoder().encode('hello'))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(brokerFileProblem(BROKER_FILE_MAX_BYTES, pdf)).toBeNull();
  });
});

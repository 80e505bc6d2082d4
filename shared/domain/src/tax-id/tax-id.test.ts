import { describe, expect, it } from 'vitest';
import { checkTaxId, normalizeTaxId, taxIdProblem } from './tax-id';
import { cnpjCheckDigits } from './check-digits';
import { maskTaxId } from './tax-id-mask';
import { DEFAULT_TAX_ID_TYPE, isTaxIdTypeOf, taxIdTypesFor } from './tax-id-types';

const valid = (type: Parameters<typeof checkTaxId>[0], value: string) => checkTaxId(type, value).valid;

describe('tax id check digits (domain-facts.md samples)', () => {
  it.each([
    ['CPF', '111.444.777-35'],
    ['CNPJ', '16.727.230/0001-97'],
    ['CNPJ', '11.222.333/0001-81'],
    ['CNPJ', '12.ABC.345/01DE-35'],
    ['CNPJ', '12abc34501de35'],
    ['RFC', 'GODE561231GR8'],
    ['RFC', 'MAB9307148T4'],
    ['RFC', 'XAXX010101000'],
    ['CURP', 'BOXW310820HNERXN09'],
    ['CC', '1020304050'],
    ['RUT', '213.123.432-1'],
    ['EIN', '12-3456789'],
    ['SSN', '123-45-6789'],
  ] as const)('%s %s is valid', (type, value) => {
    const check = checkTaxId(type, value);
    expect(check.valid).toBe(true);
    expect(check.warning).toBeUndefined();
  });

  it.each([
    ['CPF', '111.444.777-36'],
    ['CPF', '111.111.111-11'],
    ['CPF', '1114447773'],
    ['CNPJ', '16.727.230/0001-98'],
    ['CNPJ', '12ABC34501DE36'],
    ['CNPJ', '12ABC34501DEAB'],
    ['CNPJ', '00000000000000'],
    ['RFC', 'GODE561331GR8'],
    ['RFC', 'GO1E561231GR8'],
    ['CURP', 'BOXW310820HNERXN08'],
    ['CURP', 'BOXW310820ZNERXN09'],
    ['CC', '12a45'],
    ['CC', '1234'],
    ['RUT', '213.123.432-2'],
    ['EIN', '07-1234567'],
    ['SSN', '666-45-6789'],
    ['SSN', '912-45-6789'],
    ['SSN', '123-00-6789'],
    ['SSN', '123-45-0000'],
  ] as const)('%s %s is invalid', (type, value) => {
    expect(valid(type, value)).toBe(false);
  });

  it('computes the CNPJ check digits of the first 12 characters, alphanumeric ones included', () => {
    expect(cnpjCheckDigits('167272300001')).toBe('97');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('an RFC whose check digit fails only warns', () => {
    expect(checkTaxId('RFC', 'GODE561231GR9')).toEqual({
      valid: true,
      warning: 'CHECK_DIGIT',
      normalized: 'GODE561231GR9',
    });
  });

  it('normalises before storing', () => {
    expect(normalizeTaxId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(checkTaxId('CPF', '111.444.777-35').normalized).toBe('11144477735');
  });

  it('names the catalogue code of a field', () => {
    expect(taxIdProblem('CPF', '  ')).toBe('REQUIRED');
    expect(taxIdProblem('CPF', '123')).toBe('INVALID_TAX_ID');
    expect(taxIdProblem('CPF', '11144477735')).toBeNull();
  });
});

describe('tax id masks', () => {
  it.each([
    ['CPF', '1114447', '111.444.7'],
    ['CPF', '11144477735999', '111.444.777-35'],
    ['CNPJ', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['CNPJ', '1672', '16.72'],
    ['RUT', '2131234321', '213.123.432-1'],
    ['EIN', '123456789', '12-3456789'],
    ['SSN', '12345', '123-45'],
    ['RFC', 'gode-561231 gr8', 'GODE561231GR8'],
    ['CC', '10.203.040x50', '1020304050'],
  ] as const)('%s %s shows as %s', (type, typed, shown) => {
    expect(maskTaxId(type, typed)).toBe(shown);
  });
});

describe('tax id types per country', () => {
  it('preselects the spec defaults', () => {
    expect(DEFAULT_TAX_ID_TYPE.br).toEqual({ pf: 'CPF', pj: 'CNPJ' });
    expect(DEFAULT_TAX_ID_TYPE.co).toEqual({ pf: 'CC', pj: 'RUT' });
    expect(DEFAULT_TAX_ID_TYPE.mx).toEqual({ pf: 'RFC', pj: 'CURP' });
  });

  it('offers only the types of the country', () => {
    expect(taxIdTypesFor('br')).toEqual(['CPF', 'CNPJ']);
    expect(isTaxIdTypeOf('mx', 'CPF')).toBe(false);
    expect(isTaxIdTypeOf('mx', 'RFC')).toBe(true);
  });
});

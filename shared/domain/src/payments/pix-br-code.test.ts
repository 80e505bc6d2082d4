import { describe, expect, it } from 'vitest';
import { hasError, parsePix, PixElementType } from 'pix-utils';
import { crc16CcittFalse, hasValidPixCrc, pixBrCode } from './pix-br-code';

// The static example of the Central Bank's "Manual de Padrões para Iniciação do Pix" (annex).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code', () => {
  it('computes CRC16-CCITT-FALSE (the standard check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it("writes the Central Bank manual's example byte for byte, CRC included", () => {
    const code = pixBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
    expect(code).toBe(MANUAL_EXAMPLE);
    expect(hasValidPixCrc(code)).toBe(true);
  });

  it('carries the amount, the txid and the receiver, as an independent parser (pix-utils) reads them', () => {
    const code = pixBrCode({
      key: 'pagamentos@seguro.example',
      merchantName: 'Seguradora Exemplo São Paulo Ltda',
      merchantCity: 'São Paulo',
      amountCents: 123456,
      txid: 'INV0123456789ABCDEFGHIJKL',
    });
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: PixElementType.STATIC,
      pixKey: 'pagamentos@seguro.example',
      transactionAmount: 1234.56,
      txid: 'INV0123456789ABCDEFGHIJKL',
      merchantName: 'Seguradora Exemplo Sao Pa',
      merchantCity: 'Sao Paulo',
      countryCode: 'BR',
      transactionCurrency: '986',
    });
  });

  it('refuses a txid the standard does not allow and a code whose CRC does not match', () => {
    const charge = { key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: 100 };
    expect(() => pixBrCode({ ...charge, txid: 'has-dash' })).toThrow(RangeError);
    expect(() => pixBrCode({ ...charge, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(hasValidPixCrc(MANUAL_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { boletoBancarioCodigoBarras, boletoBancarioLinhaDigitavel } from 'boleto-brasileiro-validator';
import { boletoDueFactor, boletoLineOf, boletoModulo10, boletoModulo11, boletoOf, formatBoletoLine } from './boleto';

// The bank-collection example FEBRABAN's layout is usually shown with (Banco do Brasil, R$ 1.00).
const EXAMPLE_BARCODE = '00193373700000001000500940144816060680935031';
const EXAMPLE_LINE = '00190500954014481606906809350314337370000000100';

describe('boleto', () => {
  it("writes the example's digitable line from its barcode, with each field's modulo-10 digit", () => {
    expect(boletoLineOf(EXAMPLE_BARCODE)).toBe(EXAMPLE_LINE);
    expect(formatBoletoLine(EXAMPLE_LINE)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
    expect(boletoModulo10('001905009')).toBe(5);
  });

  it("computes the example's general check digit (modulo 11) and falls back to 1 for 0, 10 and 11", () => {
    expect(boletoModulo11(EXAMPLE_BARCODE.slice(0, 4) + EXAMPLE_BARCODE.slice(5))).toBe(3);
    // A sum divisible by 11 gives 11 - 0 = 11: written 1.
    expect(boletoModulo11('0')).toBe(1);
  });

  it('counts the due-date factor from 1997-10-07 and restarts it at 1000 on 2025-02-22', () => {
    expect(boletoDueFactor('2000-07-03')).toBe(1000);
    expect(boletoDueFactor('2025-02-21')).toBe(9999);
    expect(boletoDueFactor('2025-02-22')).toBe(1000);
    expect(boletoDueFactor('2026-12-01')).toBe(1647);
  });

  it('writes a charge the independent validator accepts, with the amount and factor where FEBRABAN puts them', () => {
    const boleto = boletoOf({
      bank: '001',
      dueDate: '2026-12-01',
      amountCents: 1_234_567,
      freeField: '1234567890123456789012345',
    });
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    expect(boleto.line).toMatch(/^\d{47}$/);
    expect(boleto.barcode.slice(5, 19)).toBe('16470001234567');
    expect(boleto.line.slice(33)).toBe('16470001234567');
    expect(boletoBancarioCodigoBarras(boleto.barcode)).toBe(true);
    expect(boletoBancarioLinhaDigitavel(boleto.line, true)).toBe(true);
    const mistyped = boleto.line.slice(0, 12) + ((Number(boleto.line[12]) + 1) % 10) + boleto.line.slice(13);
    expect(boletoBancarioLinhaDigitavel(mistyped, true)).toBe(false);
  });

  it('refuses an amount the ten digits cannot hold and a malformed free field', () => {
    const charge = { bank: '001', dueDate: '2026-12-01', freeField: '0'.repeat(25) };
    expect(() => boletoOf({ ...charge, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => boletoOf({ ...charge, amountCents: 100, freeField: '123' })).toThrow(RangeError);
  });
});

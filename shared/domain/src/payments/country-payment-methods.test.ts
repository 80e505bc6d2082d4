import { describe, expect, it } from 'vitest';
import {
  countryOfCurrency,
  invoicePaymentMethods,
  isInvoicePaymentMethod,
  isManualPaymentMethod,
} from './country-payment-methods';

describe("an invoice's payment methods", () => {
  it("are its currency's country's: Pix and boleto in reais, SPEI in pesos, PSE in Colombian pesos, ACH in dollars", () => {
    expect(invoicePaymentMethods('BRL')).toEqual(['PIX', 'BOLETO']);
    expect(invoicePaymentMethods('MXN')).toEqual(['SPEI']);
    expect(invoicePaymentMethods('COP')).toEqual(['PSE']);
    expect(invoicePaymentMethods('USD')).toEqual(['ACH']);
    expect(invoicePaymentMethods('EUR')).toEqual([]);
    expect(countryOfCurrency('COP')).toBe('co');
  });

  it('never offer a card (no provider takes one) nor another country’s method', () => {
    expect(isInvoicePaymentMethod('CARD', 'USD')).toBe(false);
    expect(isInvoicePaymentMethod('PIX', 'MXN')).toBe(false);
    expect(isInvoicePaymentMethod('SPEI', 'BRL')).toBe(false);
    expect(isInvoicePaymentMethod('SPEI', 'MXN')).toBe(true);
  });

  it('let operations record a card or debit anywhere by hand, and no other country’s bank method', () => {
    expect(isManualPaymentMethod('DEBIT', 'BRL')).toBe(true);
    expect(isManualPaymentMethod('CARD', 'MXN')).toBe(true);
    expect(isManualPaymentMethod('BOLETO', 'BRL')).toBe(true);
    expect(isManualPaymentMethod('PIX', 'USD')).toBe(false);
    expect(isManualPaymentMethod('ACH', 'COP')).toBe(false);
  });
});

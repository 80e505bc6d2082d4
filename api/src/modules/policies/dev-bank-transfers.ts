// The development bank outside Brazil (issue 28): the made-up accounts it collects SPEI and ACH
// transfers into, PSE's redirect played by its own page, and what the invoice PDF says for each.
// The CLABE and the routing number carry valid check digits (shared/domain) but name no real bank:
// 999 is no SPEI participant, and routing numbers starting 80 belong to no ACH bank.
import {
  abaRoutingOf,
  clabeOf,
  invoicePaymentMethods,
  type BankTransfer,
  type Language,
  type OnlinePaymentMethod,
} from '@platform/domain';
import type { PayableInvoice } from './payment-provider';

export const DEV_CLABE = clabeOf('999', '180', '00000012345');
export const DEV_ROUTING_NUMBER = abaRoutingOf('80000000');
export const DEV_ACH_ACCOUNT = '000123456789';
const BENEFICIARY = 'Seguro Empresarial (development bank)';

/** SPEI's numeric reference (up to 7 digits) from the charge's txid, so the two name the same charge. */
export const speiReferenceOf = (txid: string) => (BigInt(`0x${txid}`) % 10_000_000n).toString().padStart(7, '0');

/** The transfer an invoice outside Brazil is paid with, or null for one in reais (Pix and boleto). */
export function devTransfer(invoice: PayableInvoice, txid: string, bankUrl: string): BankTransfer | null {
  const [method] = invoicePaymentMethods(invoice.currency);
  if (method === 'SPEI')
    return {
      method,
      beneficiary: BENEFICIARY,
      bank: 'Banco de desarrollo (999)',
      clabe: DEV_CLABE,
      reference: speiReferenceOf(txid),
      // SPEI's concept takes letters, digits and spaces: the invoice number without its dashes.
      concept: `Factura ${invoice.number.replace(/[^A-Za-z0-9]/g, ' ')}`.slice(0, 40),
    };
  if (method === 'ACH')
    return {
      method,
      beneficiary: BENEFICIARY,
      bank: 'Development Bank',
      routing_number: DEV_ROUTING_NUMBER,
      account_number: DEV_ACH_ACCOUNT,
      reference: invoice.number,
    };
  if (method === 'PSE') return { method, bank_url: bankUrl };
  return null;
}

const INSTRUCTIONS: Record<OnlinePaymentMethod, Record<Language, string>> = {
  PIX: {
    pt: 'Pague pelo Pix (QR code ou código copia e cola) ou pelo boleto abaixo. O pagamento é confirmado automaticamente.',
    en: 'Pay by Pix (QR code or copy-and-paste code) or by the boleto below. The payment is confirmed automatically.',
    es: 'Pague por Pix (código QR o código copia y pega) o por el boleto de abajo. El pago se confirma automáticamente.',
  },
  BOLETO: {
    pt: 'Pague pelo boleto abaixo. O pagamento é confirmado automaticamente.',
    en: 'Pay by the boleto below. The payment is confirmed automatically.',
    es: 'Pague por el boleto de abajo. El pago se confirma automáticamente.',
  },
  SPEI: {
    pt: 'Pague por transferência SPEI no app do seu banco para a CLABE abaixo, com a referência numérica e o conceito indicados. O pagamento é confirmado automaticamente.',
    en: "Pay by SPEI transfer in your bank's app to the CLABE below, with the numeric reference and the concept shown. The payment is confirmed automatically.",
    es: 'Pague por transferencia SPEI desde la app de su banco a la CLABE de abajo, con la referencia numérica y el concepto indicados. El pago se confirma automáticamente.',
  },
  PSE: {
    pt: 'Pague com PSE: abra o endereço abaixo, escolha o seu banco e autorize o débito. O pagamento é confirmado automaticamente.',
    en: 'Pay with PSE: open the address below, choose your bank and authorise the debit. The payment is confirmed automatically.',
    es: 'Pague con PSE: abra la dirección de abajo, elija su banco y autorice el débito. El pago se confirma automáticamente.',
  },
  ACH: {
    pt: 'Pague por transferência ACH para o número de roteamento e a conta abaixo, com a referência da fatura. O pagamento é confirmado automaticamente.',
    en: 'Pay by ACH transfer to the routing and account numbers below, with the invoice reference. The payment is confirmed automatically.',
    es: 'Pague por transferencia ACH al número de ruta y la cuenta de abajo, con la referencia de la factura. El pago se confirma automáticamente.',
  },
};

/** What the PDF says of paying the invoice, by its country's first method; null where it has none. */
export function devInstructions(invoice: PayableInvoice, language: Language): string | null {
  const [method] = invoicePaymentMethods(invoice.currency);
  return method ? INSTRUCTIONS[method][language] : null;
}

// Who tells the platform that an invoice was paid (docs/payments.md). The built-in provider is
// operations' manual record on /ops/payments (a boleto, card, debit or Pix payment seen in the
// insurer's bank statement). A payment gateway (boleto/Pix/card: Pagar.me, Iugu, Stripe...)
// implements the same interface: `instructions` gives what the invoice PDF prints for paying it
// (a boleto's digitable line, a Pix copy-and-paste code), and its webhook route calls
// `recordPayment` with the gateway's name and reference, exactly as operations do. Chosen by
// PAYMENT_PROVIDER; an unknown name stops the API at start-up. A gateway that collects by Pix and
// boleto also makes a charge per invoice (`createCharge`, shaped after the Central Bank's API Pix
// `cob`: a txid, the amount, the copy-and-paste code) and signs its webhook (`verifyWebhook`).
// Outside Brazil the charge is the invoice's country's method (issue 28): the SPEI or ACH transfer
// to make, or PSE's bank page (`transfer`).
import type { BankTransfer, Language, PaymentMethod } from '@platform/domain';
import { devPaymentProvider } from './dev-payment-provider';

export interface PayableInvoice {
  id: string;
  number: string;
  due_date: string;
  amount: string;
  currency: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** How the invoice may be paid. */
  readonly methods: readonly PaymentMethod[];
  /** What the invoice PDF prints for paying it, or null when operations collect by hand. */
  instructions(invoice: PayableInvoice, language: Language): string | null;
  /**
   * The charge of the invoice's country's methods (Pix and boleto in reais, SPEI, PSE, ACH);
   * absent for a provider that does not collect itself. Only called for an invoice whose country
   * has a method in `methods`.
   */
  createCharge?(invoice: PayableInvoice): ProviderCharge;
  /** True when `signature` (the webhook's header) signs `rawBody` with the provider's secret. */
  verifyWebhook?(rawBody: string, signature: string | undefined): boolean;
  /** Where a person pays the charge by hand (the development bank's page), if anywhere. */
  payUrl?(txid: string): string | null;
}

/** What a provider answers for a new charge: how the customer pays it (Pix and boleto, or a transfer). */
export interface ProviderCharge {
  /** Up to 25 letters and digits: the Pix code's field 62 and the webhook's reference to the charge. */
  txid: string;
  /** The BR Code: the copy-and-paste code, and what the QR code holds (reais only). */
  pix_code: string | null;
  /** 47 digits (reais only). */
  boleto_line: string | null;
  /** 44 digits, the Interleaved 2 of 5 barcode (reais only). */
  boleto_barcode: string | null;
  /** A SPEI or ACH transfer's details, PSE's bank page (Mexico, the United States, Colombia). */
  transfer: BankTransfer | null;
}

const MANUAL_INSTRUCTIONS: Record<Language, string> = {
  pt: 'Pague por boleto, cartão, débito em conta ou Pix conforme combinado com a seguradora; a operação registra o pagamento recebido.',
  en: 'Pay by boleto, card, account debit or Pix as agreed with the insurer; operations record the payment received.',
  es: 'Pague por boleto, tarjeta, débito en cuenta o Pix según lo acordado con la aseguradora; operaciones registra el pago recibido.',
};

/** Operations record each payment received (the only provider of this build). */
export const manualPaymentProvider: PaymentProvider = {
  name: 'manual',
  methods: ['BOLETO', 'CARD', 'DEBIT', 'PIX'],
  instructions: (_invoice, language) => MANUAL_INSTRUCTIONS[language],
};

/** What a gateway is set up with (config.ts: PAYMENT_WEBHOOK_SECRET). */
export interface ProviderSettings {
  webhookSecret?: string;
}

const PROVIDERS: Record<string, (settings: ProviderSettings) => PaymentProvider> = {
  [manualPaymentProvider.name]: () => manualPaymentProvider,
  dev: devPaymentProvider,
};

/** The provider PAYMENT_PROVIDER names; throws for one this build does not have. */
export function paymentProvider(name: string, settings: ProviderSettings = {}): PaymentProvider {
  const provider = PROVIDERS[name]?.(settings);
  if (!provider)
    throw new Error(
      `PAYMENT_PROVIDER=${name} is not a payment provider of this build (${Object.keys(PROVIDERS).join(', ')})`,
    );
  return provider;
}

// Who tells the platform that an invoice was paid (docs/payments.md). The built-in provider is
// operations' manual record on /ops/payments (a boleto, card, debit or Pix payment seen in the
// insurer's bank statement). A payment gateway (boleto/Pix/card: Pagar.me, Iugu, Stripe...)
// implements the same interface: `instructions` gives what the invoice PDF prints for paying it
// (a boleto's digitable line, a Pix copy-and-paste code), and its webhook route calls
// `recordPayment` with the gateway's name and reference, exactly as operations do. Chosen by
// PAYMENT_PROVIDER; an unknown name stops the API at start-up.
import type { Language, PaymentMethod } from '@platform/domain';

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

const PROVIDERS: Record<string, PaymentProvider> = { [manualPaymentProvider.name]: manualPaymentProvider };

/** The provider PAYMENT_PROVIDER names; throws for one this build does not have. */
export function paymentProvider(name: string): PaymentProvider {
  const provider = PROVIDERS[name];
  if (!provider)
    throw new Error(
      `PAYMENT_PROVIDER=${name} is not a payment provider of this build (${Object.keys(PROVIDERS).join(', ')})`,
    );
  return provider;
}

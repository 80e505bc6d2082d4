/**
 * What a customer outside Brazil needs to pay an invoice through the payment provider (issue 28),
 * kept with the provider's charge: for a SPEI transfer (Mexico) the CLABE to send to, the numeric
 * reference and the concept to type; for an ACH transfer (United States) the routing and account
 * numbers and the reference; for PSE (Colombia) the bank page the customer is redirected to.
 */
export type BankTransfer =
  | {
      method: 'SPEI';
      beneficiary: string;
      bank: string;
      /** 18 digits (clabe.ts). */
      clabe: string;
      /** SPEI's "referencia numérica": up to 7 digits, this invoice's. */
      reference: string;
      /** SPEI's "concepto de pago": up to 40 letters and digits (the invoice number). */
      concept: string;
    }
  | {
      method: 'ACH';
      beneficiary: string;
      bank: string;
      /** 9 digits (aba-routing.ts). */
      routing_number: string;
      account_number: string;
      /** What the payer writes in the transfer's description: the invoice number. */
      reference: string;
    }
  | {
      method: 'PSE';
      /** Where PSE sends the customer to choose their bank and pay; it returns them to the policy. */
      bank_url: string;
    };

import {
  businessToday,
  checkoutFieldProblems,
  checkoutRulesOf,
  lastStartDate,
  offeredStartDate,
  type Country,
  type FieldProblem,
  type SignerType,
} from '@platform/domain';
import type { Checkout, QuoteCheckout } from './api/get-quote-checkout';
import type { CheckoutFieldsBody } from './api/send-for-signature';

/** The checkout form's values: the API's fields, the count as a select's string. */
export interface CheckoutForm {
  start_date: string;
  signer_type: SignerType;
  signer_name: string;
  signer_email: string;
  admin_name: string;
  admin_email: string;
  instalments: string;
}

/**
 * A new checkout starts on the date the questionnaire asked for (today in `country` when it has
 * passed); a renewal on the day the renewed policy ends, the only date the API takes.
 */
export const startOffered = (quote: QuoteCheckout['quote'], country: Country) => {
  if (quote.renewal_start_date) return { date: quote.renewal_start_date, passed: false };
  const today = businessToday(country);
  return offeredStartDate(quote.requested_start_date, today, lastStartDate(today, quote.expires_at, country));
};

export const formOf = (checkout: Checkout | null, quote: QuoteCheckout['quote'], country: Country): CheckoutForm => ({
  start_date: quote.renewal_start_date ?? checkout?.start_date ?? startOffered(quote, country).date,
  signer_type: checkout?.signer_type ?? 'LEGAL_REPRESENTATIVE',
  signer_name: checkout?.signer_name ?? '',
  signer_email: checkout?.signer_email ?? '',
  admin_name: checkout?.admin_name ?? '',
  admin_email: checkout?.admin_email ?? '',
  instalments: String(checkout?.instalments ?? 1),
});

export const bodyOf = (values: CheckoutForm): CheckoutFieldsBody => ({
  start_date: values.start_date,
  signer_type: values.signer_type,
  signer_name: values.signer_name.trim(),
  signer_email: values.signer_email.trim(),
  admin_name: values.admin_name.trim(),
  admin_email: values.admin_email.trim(),
  instalments: Number(values.instalments),
});

/**
 * The API's rule (shared/domain checkoutFieldProblems), run on the screen before sending: `country`
 * counts the days, `accountCountry` (the quote's account's) gives the instalment plan.
 */
export const checkoutFormProblems =
  (quoteExpiresAt: string | null, country: Country, renewalStart: string | null, accountCountry: Country) =>
  (values: CheckoutForm): FieldProblem[] => {
    const max = checkoutRulesOf(accountCountry).instalments.max;
    if (renewalStart) return checkoutFieldProblems(bodyOf(values), renewalStart, renewalStart, max);
    const today = businessToday(country);
    return checkoutFieldProblems(bodyOf(values), today, lastStartDate(today, quoteExpiresAt, country), max);
  };

/** The form's own "enter the ..." for an empty field; the catalogue's for the rest. */
export const checkoutMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' ? `checkout.${field}.required` : undefined;

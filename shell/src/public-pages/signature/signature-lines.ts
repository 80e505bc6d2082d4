import type { paths } from '@platform/api-client';
import type { Language, Locale } from '@platform/domain';
import { formatCurrency, formatDate, formatPercent } from '@platform/domain/formatters';
import { toCents } from '@platform/domain/money';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { fill, type SlimItem } from '../slim-parts';
import { SIGNATURE_MESSAGES } from './signature-messages';

export type SignatureRequest = paths['/v3/signatures/{token}']['get']['responses'][200]['content']['application/json'];

/** The desk's charges the page has words for; another code is shown as it is written. */
const NAMED_CHARGES = ['SURPLUS_LINES_TAX', 'STAMPING_FEE'] as const;
const isNamedCharge = (code: string): code is (typeof NAMED_CHARGES)[number] =>
  (NAMED_CHARGES as readonly string[]).includes(code);

/**
 * The proposal's summary, as the signing page lists it: the company, product, insurer, limit,
 * period, premium and interest, the country's lines (issue 28: the policy fee when there is one,
 * each tax with its rate, the desk's charges), the total, the instalments and the broker's pay.
 */
export function signatureLines(data: SignatureRequest, language: Language, locale: Locale): SlimItem[] {
  const words = SIGNATURE_MESSAGES[language];
  const money = (amount: string): SlimItem['description'] => formatCurrency(amount, data.currency, locale);
  const line = (term: string, amount: string): SlimItem => ({ term, description: money(amount), kind: 'money' });
  const fee = toCents(data.policy_fee) > 0 ? [line(words['signature.policyFee'], data.policy_fee)] : [];
  const taxes = data.taxes.map((tax) =>
    line(fill(words['signature.tax'], { name: tax.code, rate: formatPercent(tax.rate, locale) }), tax.amount),
  );
  const charges = data.charges.map((charge) =>
    line(
      isNamedCharge(charge.code)
        ? words[`signature.charge.${charge.code}`]
        : fill(words['signature.charge.other'], { code: charge.code }),
      charge.amount,
    ),
  );
  return [
    { term: words['signature.company'], description: data.company },
    { term: words['signature.product'], description: PRODUCT_NAMES[language][`product.${data.product}`] },
    { term: words['signature.insurer'], description: data.insurer },
    line(words['signature.limit'], data.coverage_limit),
    {
      term: words['signature.period'],
      description: fill(words['signature.periodValue'], {
        start: formatDate(data.start_date, locale),
        end: formatDate(data.end_date, locale),
      }),
    },
    line(words['signature.gross'], data.gross_premium),
    line(words['signature.interest'], data.interest),
    ...fee,
    ...taxes,
    ...charges,
    line(words['signature.total'], data.total_premium),
    {
      term: words['signature.instalments'],
      description: data.instalments
        .map((instalment) => `${instalment.number}: ${money(instalment.amount)}`)
        .join(' · '),
    },
    ...(data.broker
      ? [line(fill(words['signature.broker'], { broker: data.broker.name }), data.broker.commission)]
      : []),
  ];
}

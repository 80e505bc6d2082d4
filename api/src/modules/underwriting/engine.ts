// The underwriting engine: for one product of a finished questionnaire, out of appetite ->
// DECLINE with reasons; needs a person -> REFER with reasons; otherwise QUOTE with up to three
// options priced by the rating configuration (the requested limit, recommended, and the steps
// around it). Pure: the same answers and configuration always give the same decision.
import {
  COUNTRY_RULES,
  REQUESTED_LIMITS,
  type Answers,
  type Country,
  type Product,
  type QuoteTerms,
  type UnderwritingDecision,
  type UnderwritingReason,
} from '@platform/domain';
import { ratingConfigFor, type AnswerTest, type RatingConfig } from './rating-config';

export interface QuoteOption {
  limit: string;
  retention: string;
  /** Annual premium before tax, in cents. */
  premiumCents: number;
  recommended: boolean;
}

export interface UnderwritingResult {
  product: Product;
  decision: UnderwritingDecision;
  reasons: UnderwritingReason[];
  options: QuoteOption[];
  /** The configuration that decided and priced (null when none exists: a person decides). */
  configVersion: string | null;
  insurer: string | null;
  /** What the options cover and ask for (null without a configuration: the desk writes them). */
  terms?: QuoteTerms | null;
}

const prefixOf: Record<Product, string> = { D_AND_O: 'dno', E_AND_O: 'eno', CYBER: 'cyber' };

function matches(test: AnswerTest, answers: Answers): boolean {
  const value = answers[test.question];
  if (test.includesAnyOf)
    return Array.isArray(value) && value.some((item) => typeof item === 'string' && test.includesAnyOf!.includes(item));
  if (test.atLeast)
    return (
      typeof value === 'string' &&
      REQUESTED_LIMITS.indexOf(value as (typeof REQUESTED_LIMITS)[number]) >=
        REQUESTED_LIMITS.indexOf(test.atLeast as (typeof REQUESTED_LIMITS)[number])
    );
  return value === test.equals;
}

/** The annual premium for a limit and retention, in whole units of the table's currency, as cents. */
export function premiumFor(config: RatingConfig, answers: Answers, limit: string, retention: string): number {
  const band = String(answers['company.annual_revenue_band'] ?? 'UNDER_250K');
  const activity = String(answers['company.activity'] ?? '');
  const base = config.baseByRevenueBand[band] ?? config.baseByRevenueBand.OVER_5M!;
  const schedule = config.modifiers.reduce(
    (factor, modifier) => (matches(modifier, answers) ? factor * modifier.factor : factor),
    1,
  );
  const premium =
    base *
    (config.activityFactor[activity] ?? 1) *
    (config.limitFactor[limit] ?? 1) *
    (config.retentionFactor[retention] ?? 1) *
    schedule;
  return Math.round(Math.max(premium, config.minimumPremium)) * 100;
}

export function evaluate(product: Product, answers: Answers, country: Country): UnderwritingResult {
  // Where the country quotes nothing at once (the United States), a table, if ever written, only suggests.
  const config = COUNTRY_RULES[country].instantQuotes ? ratingConfigFor(product, country) : undefined;
  if (!config)
    return {
      product,
      decision: 'REFER',
      reasons: ['NO_RATES_FOR_COUNTRY'],
      options: [],
      configVersion: null,
      insurer: null,
      terms: null,
    };
  const result = { product, configVersion: config.version, insurer: config.insurer, terms: config.terms };
  const declined = config.decline.filter((rule) => matches(rule, answers)).map((rule) => rule.reason);
  if (declined.length) return { ...result, decision: 'DECLINE', reasons: declined, options: [] };
  const referred = config.refer.filter((rule) => matches(rule, answers)).map((rule) => rule.reason);
  if (referred.length) return { ...result, decision: 'REFER', reasons: referred, options: [] };

  const prefix = prefixOf[product];
  const requested = String(answers[`${prefix}.requested_limit`] ?? 'L_1M');
  const retention = String(answers[`${prefix}.retention`] ?? 'R_25K');
  const at = Math.max(0, REQUESTED_LIMITS.indexOf(requested as (typeof REQUESTED_LIMITS)[number]));
  // Steps around the request, but none a person would have to look at (a limit rule refers those).
  const limits = REQUESTED_LIMITS.slice(Math.max(0, at - 1), at + 2).filter(
    (limit) =>
      !config.refer.some((rule) => rule.atLeast && matches(rule, { ...answers, [`${prefix}.requested_limit`]: limit })),
  );
  return {
    ...result,
    decision: 'QUOTE',
    reasons: [],
    options: limits.map((limit) => ({
      limit,
      retention,
      premiumCents: premiumFor(config, answers, limit, retention),
      recommended: limit === requested,
    })),
  };
}

/**
 * What the rating model would charge for a referred product, as a starting point for the desk:
 * the steps around the requested limit at the requested retention, referral rules ignored (the
 * underwriter is the one who judges them). Empty when the country has no rates.
 */
export function suggestedOptions(product: Product, answers: Answers, country: Country): QuoteOption[] {
  const config = ratingConfigFor(product, country);
  if (!config) return [];
  const prefix = prefixOf[product];
  const requested = String(answers[`${prefix}.requested_limit`] ?? 'L_1M');
  const retention = String(answers[`${prefix}.retention`] ?? 'R_25K');
  const at = Math.max(0, REQUESTED_LIMITS.indexOf(requested as (typeof REQUESTED_LIMITS)[number]));
  return REQUESTED_LIMITS.slice(Math.max(0, at - 1), at + 2).map((limit) => ({
    limit,
    retention,
    premiumCents: premiumFor(config, answers, limit, retention),
    recommended: limit === requested,
  }));
}

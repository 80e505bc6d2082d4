// The desk's quote options as the form holds them, and what they become: the blank option from the
// engine's suggestion, the checks before sending (the API runs the same and more) and the body the
// API takes. No React here: the form (quote-options-form.tsx) and its tests read it.
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  deskChargeProblems,
  DESK_CHARGE_CODES,
  isMoneyText,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_SUBJECTIVITY_CODES,
  toCents,
  type Country,
  type DeskChargeCode,
  type FieldProblem,
} from '@platform/domain';
import type { CaseProduct } from '../api/get-underwriting-case';
import type { PublishBody } from '../api/decide-product';

/** One option as the form holds it: lists as one line each, amounts as typed. */
export interface OptionValues {
  insurer: string;
  limit: string;
  retention: string;
  premium: string;
  fees: string;
  coverages: string[];
  /** One sublimit: a coverage of the option and its share of the limit, in percent. */
  sublimit_coverage: string;
  sublimit_share: string;
  exclusions: string[];
  /** Per subjectivity code: '' (not required), BEFORE_BINDING or AFTER_BINDING. */
  subjectivities: Record<string, string>;
  retroactive_date: string;
  territorial_scope: string;
  insurance_code: string;
  validity_days: string;
  /** Per desk charge code (a US state's): the amount as typed, '' for none. */
  charges: Record<DeskChargeCode, string>;
}

export interface OptionsFormValues {
  options: OptionValues[];
  /** The index of the recommended option. */
  recommended: string;
}

export const blankOption = (product: CaseProduct, suggested?: CaseProduct['suggested'][number]): OptionValues => {
  const terms = product.terms;
  const sublimit = terms?.sublimits[0];
  return {
    insurer: product.insurer ?? '',
    limit: suggested?.limit ?? 'L_1M',
    retention: suggested?.retention ?? 'R_25K',
    premium: suggested?.premium ?? '',
    fees: '0.00',
    coverages: [...(terms?.coverages ?? [])],
    sublimit_coverage: sublimit?.coverage ?? '',
    sublimit_share: sublimit ? String(Math.round(sublimit.share * 100)) : '',
    exclusions: [...(terms?.exclusions ?? [])],
    subjectivities: Object.fromEntries(
      QUOTE_SUBJECTIVITY_CODES.map((code) => [
        code,
        terms?.subjectivities.find((item) => item.code === code)?.due ?? '',
      ]),
    ),
    retroactive_date: terms?.retroactive_date ?? '',
    territorial_scope: terms?.territorial_scope ?? 'BRAZIL',
    insurance_code: terms?.insurance_code ?? '',
    validity_days: String(DEFAULT_QUOTE_VALIDITY_DAYS),
    charges: { SURPLUS_LINES_TAX: '', STAMPING_FEE: '' },
  };
};

/** The charges an option carries: those with an amount typed. */
const chargesOf = (option: OptionValues) =>
  DESK_CHARGE_CODES.filter((code) => option.charges[code].trim()).map((code) => ({
    code,
    amount: option.charges[code].trim(),
  }));

/** The desk's rules before sending (the API checks the same and more). */
export function optionProblems(values: OptionsFormValues, today: string, country: Country) {
  const problems: FieldProblem[] = [];
  values.options.forEach((option, index) => {
    const at = (field: string) => `options.${index}.${field}`;
    if (!option.insurer.trim()) problems.push({ field: at('insurer'), code: 'REQUIRED' });
    if (!isMoneyText(option.premium) || toCents(option.premium.trim()) <= 0)
      problems.push({ field: at('premium'), code: 'INVALID' });
    if (option.fees.trim() && !isMoneyText(option.fees)) problems.push({ field: at('fees'), code: 'INVALID' });
    if (option.sublimit_coverage) {
      const share = Number(option.sublimit_share);
      if (!option.coverages.includes(option.sublimit_coverage) || !(share >= 1 && share <= 100))
        problems.push({ field: at('sublimit_share'), code: 'INVALID' });
    }
    if (option.retroactive_date && option.retroactive_date > today)
      problems.push({ field: at('retroactive_date'), code: 'INVALID' });
    const charges = chargesOf(option);
    for (const problem of deskChargeProblems(charges, country)) {
      const [at_, part] = problem.field.split('.');
      if (part === 'amount') problems.push({ field: at(`charges.${charges[Number(at_)]!.code}`), code: problem.code });
    }
    const validity = Number(option.validity_days);
    if (!Number.isInteger(validity) || validity < 1 || validity > MAX_QUOTE_VALIDITY_DAYS)
      problems.push({ field: at('validity_days'), code: 'INVALID' });
  });
  return problems;
}

type Option = PublishBody['options'][number];
type Coverage = NonNullable<Option['coverages']>[number];
type Due = NonNullable<Option['subjectivities']>[number]['due'];

export function toBody(values: OptionsFormValues, version: number, product: CaseProduct['product']): PublishBody {
  return {
    version,
    product,
    options: values.options.map((option, index) => {
      const charges = chargesOf(option);
      return {
        insurer: option.insurer.trim(),
        limit: option.limit as PublishBody['options'][number]['limit'],
        retention: option.retention as PublishBody['options'][number]['retention'],
        premium: option.premium.trim(),
        fees: option.fees.trim() || '0.00',
        coverages: option.coverages as Option['coverages'],
        sublimits: option.sublimit_coverage
          ? [{ coverage: option.sublimit_coverage as Coverage, share: Number(option.sublimit_share) / 100 }]
          : [],
        exclusions: option.exclusions as Option['exclusions'],
        subjectivities: QUOTE_SUBJECTIVITY_CODES.flatMap((code) =>
          option.subjectivities[code] ? [{ code, due: option.subjectivities[code] as Due }] : [],
        ),
        retroactive_date: option.retroactive_date || null,
        territorial_scope: option.territorial_scope as Option['territorial_scope'],
        ...(option.insurance_code.trim() ? { insurance_code: option.insurance_code.trim() } : {}),
        validity_days: Number(option.validity_days),
        recommended: String(index) === values.recommended,
        ...(charges.length ? { charges } : {}),
      };
    }),
  };
}

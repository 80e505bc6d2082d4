import { COUNTRY_CURRENCY, type Country, type Currency, type Language } from '../locale';

/**
 * What selling insurance in each country takes (issue 28, domain-facts.md): its currency, the taxes
 * on a premium and what they are charged on, fixed fees, the instalment plan, the regulator that
 * registers the product, the default language and how a customer pays. One table, read by the
 * checkout maths (country-checkout.ts), the API and the screens.
 *
 * Figures marked `verified: false` come from what is commonly cited, not from a source checked for
 * this product (domain-facts.md marks them *unverified*): they live here, as data, so that they are
 * corrected without touching the maths.
 */

/** What a tax is charged on: the premium with its instalment interest, or that plus the policy fee. */
export type TaxBase = 'PREMIUM' | 'PREMIUM_AND_FEES';

export interface PremiumTaxRule {
  /** IOF (Brazil's tax on insurance operations), IVA (Mexico's and Colombia's value added tax). */
  code: 'IOF' | 'IVA';
  /** A fraction: 0.16 is 16%. */
  rate: number;
  base: TaxBase;
  verified: boolean;
}

export interface InstalmentPlan {
  /** Instalments offered: 1 to `max`. */
  max: number;
  /** Up to this many, no interest or surcharge. */
  maxWithoutInterest: number;
  /**
   * Beyond them, the monthly rate of the Price table's level instalment: Brazil's "juros", Mexico's
   * "recargo por pago fraccionado" (the instalment surcharge).
   */
  monthlyInterest: number;
}

/** How a customer of the country pays an invoice (the payment provider offers them). */
export const COUNTRY_PAYMENT_METHODS = ['PIX', 'BOLETO', 'SPEI', 'PSE', 'CARD', 'ACH'] as const;
export type CountryPaymentMethod = (typeof COUNTRY_PAYMENT_METHODS)[number];

export interface CountryRules {
  country: Country;
  currency: Currency;
  defaultLanguage: Language;
  /** The insurance regulator whose registration of the product the documents print. */
  regulator: { name: string; fullName: string };
  taxes: readonly PremiumTaxRule[];
  /** A fixed fee per policy, in cents of the currency (Mexico's "derecho de póliza"); 0 when none. */
  policyFeeCents: number;
  instalments: InstalmentPlan;
  paymentMethods: readonly CountryPaymentMethod[];
  /**
   * Whether a clear risk is quoted by the rating engine at once. Where not (the United States: each
   * state's surplus-lines rules), every application goes to the underwriting desk, which writes the
   * state's surplus-lines tax and stamping fee as lines of their own.
   */
  instantQuotes: boolean;
}

/** Spec section 9: up to 4 instalments without interest, or up to 7 at 1.5% a month. */
const SPEC_PLAN: InstalmentPlan = { max: 7, maxWithoutInterest: 4, monthlyInterest: 0.015 };

export const COUNTRY_RULES: Record<Country, CountryRules> = {
  br: {
    country: 'br',
    currency: COUNTRY_CURRENCY.br,
    defaultLanguage: 'pt',
    regulator: { name: 'SUSEP', fullName: 'Superintendência de Seguros Privados' },
    // "Demais seguros" (D&O, E&O, cyber): 7.38% of what each instalment pays (domain-facts.md).
    taxes: [{ code: 'IOF', rate: 0.0738, base: 'PREMIUM', verified: true }],
    policyFeeCents: 0,
    instalments: SPEC_PLAN,
    paymentMethods: ['PIX', 'BOLETO'],
    instantQuotes: true,
  },
  mx: {
    country: 'mx',
    currency: COUNTRY_CURRENCY.mx,
    defaultLanguage: 'es',
    regulator: { name: 'CNSF', fullName: 'Comisión Nacional de Seguros y Fianzas' },
    // IVA on the net premium, the policy fee and the instalment surcharge alike.
    taxes: [{ code: 'IVA', rate: 0.16, base: 'PREMIUM_AND_FEES', verified: false }],
    policyFeeCents: 60_000,
    instalments: { max: 4, maxWithoutInterest: 1, monthlyInterest: 0.015 },
    paymentMethods: ['SPEI', 'CARD'],
    instantQuotes: true,
  },
  co: {
    country: 'co',
    currency: COUNTRY_CURRENCY.co,
    defaultLanguage: 'es',
    regulator: { name: 'SFC', fullName: 'Superintendencia Financiera de Colombia' },
    taxes: [{ code: 'IVA', rate: 0.19, base: 'PREMIUM', verified: false }],
    policyFeeCents: 0,
    instalments: SPEC_PLAN,
    paymentMethods: ['PSE', 'CARD'],
    instantQuotes: true,
  },
  us: {
    country: 'us',
    currency: COUNTRY_CURRENCY.us,
    defaultLanguage: 'en',
    regulator: { name: 'NAIC', fullName: 'National Association of Insurance Commissioners' },
    taxes: [],
    policyFeeCents: 0,
    instalments: SPEC_PLAN,
    paymentMethods: ['ACH', 'CARD'],
    instantQuotes: false,
  },
};

export const countryRules = (country: Country): CountryRules => COUNTRY_RULES[country];

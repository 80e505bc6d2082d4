// Appetite and rates: configuration, per product and country, versioned. A quote records the
// version that priced it; a change of rates is a new entry here, never an edit of one in use.
// Figures are demo orders of magnitude from insurance-model.md section 2 (estimates, in BRL);
// Mexico's and Colombia's are Brazil's converted at RATING_DEMO_RATES (not verified with an insurer).
// The United States have no table on purpose: every US application goes to the desk
// (COUNTRY_RULES.us.instantQuotes is false), as does any country without one.
import {
  COUNTRY_RULES,
  RATING_DEMO_RATES,
  type Country,
  type Currency,
  type Product,
  type QuoteTerms,
  type UnderwritingReason,
} from '@platform/domain';

/** An answer that triggers a rule: equal to a value, or a list including one of the values. */
export interface AnswerTest {
  question: string;
  equals?: unknown;
  includesAnyOf?: readonly string[];
  /** Requested limit at or above this step of REQUESTED_LIMITS (what a step covers is per currency: LIMIT_AMOUNTS). */
  atLeast?: string;
}

export interface Rule extends AnswerTest {
  reason: UnderwritingReason;
}

/** A schedule credit (< 1) or debit (> 1) for an answer. */
export interface Modifier extends AnswerTest {
  factor: number;
}

export interface RatingConfig {
  version: string;
  product: Product;
  country: Country;
  /** The country's (COUNTRY_RULES): base rates and the minimum premium are in its major units. */
  currency: Currency;
  /** Out of appetite: declined, with the reason the customer reads. */
  decline: readonly Rule[];
  /** Needs an underwriter: referred with the reasons. */
  refer: readonly Rule[];
  baseByRevenueBand: Record<string, number>;
  activityFactor: Record<string, number>;
  limitFactor: Record<string, number>;
  retentionFactor: Record<string, number>;
  modifiers: readonly Modifier[];
  minimumPremium: number;
  /** Insurer that carries the product, shown on the quote. */
  insurer: string;
  /** Coverages, sublimits, exclusions, subjectivities, scope and retroactivity of every option. */
  terms: QuoteTerms;
}

const CYBER_TERMS: QuoteTerms = {
  coverages: [
    'DATA_BREACH_RESPONSE',
    'BUSINESS_INTERRUPTION',
    'CYBER_EXTORTION',
    'THIRD_PARTY_PRIVACY_LIABILITY',
    'REGULATORY_DEFENCE',
  ],
  sublimits: [
    { coverage: 'CYBER_EXTORTION', share: 0.5 },
    { coverage: 'REGULATORY_DEFENCE', share: 0.25 },
  ],
  exclusions: ['WAR_AND_TERRORISM', 'INFRASTRUCTURE_FAILURE', 'PRIOR_KNOWN_CIRCUMSTANCES', 'FINES_NOT_INSURABLE'],
  subjectivities: [
    { code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' },
    { code: 'BACKUP_TEST_REPORT', due: 'AFTER_BINDING' },
  ],
  territorialScope: 'WORLDWIDE_EXCEPT_US_CANADA',
  retroactiveYears: 1,
  insuranceCode: '15414.900112/2026-11',
};

const DNO_TERMS: QuoteTerms = {
  coverages: ['DIRECTORS_PERSONAL_LIABILITY', 'COMPANY_REIMBURSEMENT', 'DEFENCE_COSTS'],
  sublimits: [{ coverage: 'DEFENCE_COSTS', share: 0.3 }],
  exclusions: ['DISHONEST_ACTS', 'BODILY_INJURY', 'PRIOR_KNOWN_CIRCUMSTANCES'],
  subjectivities: [
    { code: 'FINANCIAL_STATEMENTS', due: 'BEFORE_BINDING' },
    { code: 'SIGNED_PROPOSAL_FORM', due: 'AFTER_BINDING' },
  ],
  territorialScope: 'WORLDWIDE_EXCEPT_US_CANADA',
  retroactiveYears: 0,
  insuranceCode: '15414.900245/2026-03',
};

const ENO_TERMS: QuoteTerms = {
  coverages: ['PROFESSIONAL_NEGLIGENCE', 'DEFENCE_COSTS', 'LOSS_OF_DOCUMENTS', 'DEFAMATION'],
  sublimits: [
    { coverage: 'LOSS_OF_DOCUMENTS', share: 0.1 },
    { coverage: 'DEFAMATION', share: 0.2 },
  ],
  exclusions: ['CONTRACTUAL_LIABILITY', 'DISHONEST_ACTS', 'BODILY_INJURY', 'PRIOR_KNOWN_CIRCUMSTANCES'],
  subjectivities: [{ code: 'CONTRACT_TEMPLATE', due: 'BEFORE_BINDING' }],
  territorialScope: 'BRAZIL',
  retroactiveYears: 2,
  insuranceCode: '15414.900377/2026-08',
};

const REVENUE = { UNDER_250K: 1800, FROM_250K_TO_1M: 2600, FROM_1M_TO_5M: 4200, OVER_5M: 7500 };
const LIMITS = { L_1M: 1, L_2M: 1.25, L_3M: 1.68, L_5M: 1.94, L_10M: 2.13 };
const RETENTIONS = { R_NONE: 1.15, R_25K: 1, R_50K: 0.93, R_100K: 0.86, R_250K: 0.78 };
const ACTIVITIES: Record<string, number> = {
  DATA_PROCESSING: 1.4,
  PAYMENT_PROCESSING: 1.8,
  E_COMMERCE: 1.3,
  WEB_HOSTING: 1.3,
  SOFTWARE_DEVELOPMENT_THIRD_PARTY: 1.2,
  HARDWARE_DEVELOPMENT: 1.1,
};
const activity = (overrides: Record<string, number> = {}) => ({ ...ACTIVITIES, ...overrides });

const BRAZIL: readonly RatingConfig[] = [
  {
    version: 'CYBER-BR-2026.11',
    product: 'CYBER',
    country: 'br',
    currency: 'BRL',
    insurer: 'Seguradora Alfa',
    decline: [
      {
        question: 'cyber.high_risk_activities',
        includesAnyOf: ['ADULT_CONTENT', 'GAMBLING', 'CANNABIS'],
        reason: 'HIGH_RISK_ACTIVITY',
      },
      { question: 'cyber.mfa_email', equals: false, reason: 'NO_MFA_ON_EMAIL' },
    ],
    refer: [
      {
        question: 'cyber.high_risk_activities',
        includesAnyOf: ['CRYPTO_ASSETS', 'PAYMENT_PROCESSING', 'MANAGED_IT_SECURITY', 'DEBT_COLLECTION'],
        reason: 'ACTIVITY_NEEDS_REVIEW',
      },
      { question: 'cyber.incidents', equals: true, reason: 'PRIOR_INCIDENTS' },
      { question: 'cyber.known_circumstances', equals: true, reason: 'KNOWN_CIRCUMSTANCES' },
      { question: 'cyber.requested_limit', atLeast: 'L_5M', reason: 'HIGH_LIMIT' },
      { question: 'cyber.backups', equals: false, reason: 'NO_BACKUPS' },
      { question: 'cyber.health_data', equals: true, reason: 'HEALTH_DATA' },
    ],
    baseByRevenueBand: REVENUE,
    activityFactor: activity(),
    limitFactor: LIMITS,
    retentionFactor: RETENTIONS,
    modifiers: [
      { question: 'cyber.mfa_remote_access', equals: true, factor: 0.9 },
      { question: 'cyber.mfa_admin', equals: true, factor: 0.95 },
      { question: 'cyber.edr', equals: 'NONE', factor: 1.2 },
      { question: 'cyber.phishing_training', equals: 'NEVER', factor: 1.1 },
      { question: 'cyber.patch_days', equals: 'OVER_30', factor: 1.15 },
      { question: 'cyber.incident_response_plan', equals: true, factor: 0.95 },
      { question: 'cyber.payment_cards', equals: true, factor: 1.15 },
    ],
    minimumPremium: 1500,
    terms: CYBER_TERMS,
  },
  {
    version: 'DNO-BR-2026.11',
    product: 'D_AND_O',
    country: 'br',
    currency: 'BRL',
    insurer: 'Seguradora Beta',
    decline: [{ question: 'dno.covenant_breach', equals: true, reason: 'GOING_CONCERN' }],
    refer: [
      { question: 'dno.us_listed', equals: true, reason: 'US_EXPOSURE' },
      { question: 'dno.company_type', equals: 'PUBLIC', reason: 'PUBLIC_COMPANY' },
      { question: 'dno.proceedings', equals: true, reason: 'PRIOR_PROCEEDINGS' },
      { question: 'dno.known_circumstances', equals: true, reason: 'KNOWN_CIRCUMSTANCES' },
      { question: 'dno.declined_before', equals: true, reason: 'DECLINED_BEFORE' },
      { question: 'dno.requested_limit', atLeast: 'L_10M', reason: 'HIGH_LIMIT' },
    ],
    baseByRevenueBand: { UNDER_250K: 4500, FROM_250K_TO_1M: 6500, FROM_1M_TO_5M: 9000, OVER_5M: 14_000 },
    activityFactor: activity({ PAYMENT_PROCESSING: 1.5 }),
    limitFactor: LIMITS,
    retentionFactor: RETENTIONS,
    modifiers: [
      { question: 'dno.has_subsidiaries', equals: true, factor: 1.1 },
      { question: 'dno.mergers_acquisitions', equals: true, factor: 1.15 },
      { question: 'dno.securities_offering', equals: true, factor: 1.25 },
      { question: 'dno.bylaws_indemnify', equals: true, factor: 0.95 },
    ],
    minimumPremium: 3500,
    terms: DNO_TERMS,
  },
  {
    version: 'ENO-BR-2026.11',
    product: 'E_AND_O',
    country: 'br',
    currency: 'BRL',
    insurer: 'Seguradora Alfa',
    decline: [],
    refer: [
      { question: 'eno.claims_last_5_years', equals: true, reason: 'PRIOR_CLAIMS' },
      { question: 'eno.declined_before', equals: true, reason: 'DECLINED_BEFORE' },
      { question: 'eno.written_contracts', equals: false, reason: 'NO_WRITTEN_CONTRACTS' },
      { question: 'eno.requested_limit', atLeast: 'L_5M', reason: 'HIGH_LIMIT' },
    ],
    baseByRevenueBand: { UNDER_250K: 1400, FROM_250K_TO_1M: 2200, FROM_1M_TO_5M: 3800, OVER_5M: 6500 },
    activityFactor: activity({ CONSULTING_PLANNING: 1.1 }),
    limitFactor: LIMITS,
    retentionFactor: RETENTIONS,
    modifiers: [
      { question: 'eno.limitation_of_liability', equals: true, factor: 0.9 },
      { question: 'eno.subcontractors_insured', equals: false, factor: 1.1 },
    ],
    minimumPremium: 1200,
    terms: ENO_TERMS,
  },
];

/** What a Brazilian table becomes in another country: the same appetite and factors, money converted. */
interface LocalTable {
  country: 'mx' | 'co';
  insurer: string;
  /** The product's registration with the country's regulator (demo numbers in each one's format). */
  insuranceCode: Record<Product, string>;
}

const localTable = (brazil: RatingConfig, local: LocalTable): RatingConfig => {
  const currency = COUNTRY_RULES[local.country].currency as keyof typeof RATING_DEMO_RATES;
  // Rounded to tens of the local unit: a rate card reads in round figures.
  const convert = (reais: number) => Math.round((reais * RATING_DEMO_RATES[currency]) / 10) * 10;
  return {
    ...brazil,
    version: brazil.version.replace('-BR-', `-${local.country.toUpperCase()}-`),
    country: local.country,
    currency,
    insurer: local.insurer,
    baseByRevenueBand: Object.fromEntries(
      Object.entries(brazil.baseByRevenueBand).map(([band, reais]) => [band, convert(reais)]),
    ),
    minimumPremium: convert(brazil.minimumPremium),
    terms: {
      ...brazil.terms,
      // Brazil's E&O covers Brazil only; abroad the same wording covers the world but the US and Canada.
      territorialScope:
        brazil.terms.territorialScope === 'BRAZIL' ? 'WORLDWIDE_EXCEPT_US_CANADA' : brazil.terms.territorialScope,
      insuranceCode: local.insuranceCode[brazil.product],
    },
  };
};

const LOCAL_TABLES: readonly LocalTable[] = [
  {
    country: 'mx',
    insurer: 'Aseguradora Alfa México',
    // CNSF's registration of a product's technical note: CNSF-S<insurer>-<number>-<year>.
    insuranceCode: {
      CYBER: 'CNSF-S0123-0456-2026',
      D_AND_O: 'CNSF-S0123-0457-2026',
      E_AND_O: 'CNSF-S0123-0458-2026',
    },
  },
  {
    country: 'co',
    insurer: 'Aseguradora Beta Colombia',
    // The Superintendencia Financiera's filing of the policy wording: date-insurer-P-line-wording.
    insuranceCode: {
      CYBER: '01/10/2026-1305-P-06-CIBER0001',
      D_AND_O: '01/10/2026-1305-P-06-DYO00001',
      E_AND_O: '01/10/2026-1305-P-06-RCP00001',
    },
  },
];

export const RATING_CONFIGS: readonly RatingConfig[] = [
  ...BRAZIL,
  ...LOCAL_TABLES.flatMap((local) => BRAZIL.map((brazil) => localTable(brazil, local))),
];

/** The configuration in force for a product and country (the newest version), or none: then a person decides. */
export const ratingConfigFor = (product: Product, country: Country) =>
  RATING_CONFIGS.filter((config) => config.product === product && config.country === country).at(-1);

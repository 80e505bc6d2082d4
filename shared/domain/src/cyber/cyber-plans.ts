/** The two assessment plans (spec section 1): Lite quarterly; Plus monthly, with a custom price. */
export const CYBER_PLANS = ['LITE', 'PLUS'] as const;
export type CyberPlan = (typeof CYBER_PLANS)[number];

/** What a plan can include; the words shown for each live in the cyber remote's messages. */
export const CYBER_PLAN_FEATURES = [
  'QUARTERLY_ASSESSMENT',
  'MONTHLY_ASSESSMENT',
  'ALL_PORTS_SCAN',
  'PHISHING_TESTS',
  'INCIDENT_RESPONSE',
  'FIREWALL',
  'ANTIVIRUS',
  'BACKUP',
] as const;
export type CyberPlanFeature = (typeof CYBER_PLAN_FEATURES)[number];

/**
 * How a plan is priced: CUSTOM is agreed in a meeting with the team (Plus); null when the product
 * sets no price for the plan (the spec gives Lite none), so a screen shows no figure for it.
 */
export type CyberPlanPrice = 'CUSTOM' | null;

export interface CyberPlanOffer {
  /** Months between two assessments (each published report moves the next one this far ahead). */
  intervalMonths: number;
  /** What the plan gives, its assessment first (the line that names the plan on a form). */
  includes: readonly CyberPlanFeature[];
  price: CyberPlanPrice;
}

/** The one place that says what each plan includes and how it is priced (spec section 1). */
export const CYBER_PLAN_OFFERS: Record<CyberPlan, CyberPlanOffer> = {
  LITE: { intervalMonths: 3, includes: ['QUARTERLY_ASSESSMENT', 'ALL_PORTS_SCAN'], price: null },
  PLUS: {
    intervalMonths: 1,
    includes: [
      'MONTHLY_ASSESSMENT',
      'ALL_PORTS_SCAN',
      'PHISHING_TESTS',
      'INCIDENT_RESPONSE',
      'FIREWALL',
      'ANTIVIRUS',
      'BACKUP',
    ],
    price: 'CUSTOM',
  },
};

/** Months between two assessments of a plan (Lite quarterly, Plus monthly). */
export const CYBER_PLAN_INTERVAL_MONTHS: Record<CyberPlan, number> = {
  LITE: CYBER_PLAN_OFFERS.LITE.intervalMonths,
  PLUS: CYBER_PLAN_OFFERS.PLUS.intervalMonths,
};

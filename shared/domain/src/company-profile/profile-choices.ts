// The lists a company profile chooses from, apart from its rules: the questionnaire, the cyber
// request and the revenue bands' bounds use them without the rules' date handling (date-fns).

/** Annual revenue bands, in reais (the bands of the cyber request, spec section 3). */
export const REVENUE_BANDS = ['UNDER_250K', 'FROM_250K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M'] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number];

/** The client activity list of spec section 3. */
export const COMPANY_ACTIVITIES = [
  'DATA_PROCESSING',
  'SOFTWARE_DEVELOPMENT_INTERNAL',
  'SOFTWARE_DEVELOPMENT_THIRD_PARTY',
  'CONSULTING_PLANNING',
  'SYSTEM_INSTALLATION_MAINTENANCE',
  'WEBSITE_DEVELOPMENT',
  'WEB_HOSTING',
  'E_COMMERCE',
  'TRAINING_EDUCATION',
  'PAYMENT_PROCESSING',
  'HARDWARE_DEVELOPMENT',
  'HARDWARE_MAINTENANCE',
  'OTHERS',
] as const;
export type CompanyActivity = (typeof COMPANY_ACTIVITIES)[number];

import { cyberActivityOf, cyberRequestProblems, type CyberPlan, type CyberRequestInput } from '@platform/domain';

/** The request form's values: numbers typed as text until sent. */
export interface RequestFormValues {
  plan: CyberPlan;
  main_domain: string;
  activity: string;
  employees: string;
  revenue_band: string;
}

export const EMPTY_REQUEST: RequestFormValues = {
  plan: 'LITE',
  main_domain: '',
  activity: '',
  employees: '',
  revenue_band: '',
};

/** The form's values as the API's request. */
export const toRequest = (values: RequestFormValues): CyberRequestInput => ({
  plan: values.plan,
  main_domain: values.main_domain.trim(),
  activity: (values.activity || null) as CyberRequestInput['activity'],
  employees: values.employees.trim() === '' ? null : Number(values.employees),
  revenue_band: (values.revenue_band || null) as CyberRequestInput['revenue_band'],
});

/** Spec section 5's rules, the API's own, on the form's values. */
export const requestFormProblems = (values: RequestFormValues) => cyberRequestProblems(toRequest(values));

/** What the company profile already says: domain, employees, revenue band and the activity folded into the four. */
export function prefillFrom(
  profile: {
    main_domain: string | null;
    total_employees: number | null;
    annual_revenue_band: string | null;
    activity: string | null;
  } | null,
  plan: CyberPlan = 'LITE',
): RequestFormValues {
  if (!profile) return { ...EMPTY_REQUEST, plan };
  return {
    plan,
    main_domain: profile.main_domain ?? '',
    activity: cyberActivityOf(profile.activity) ?? '',
    employees: profile.total_employees === null ? '' : String(profile.total_employees),
    revenue_band: profile.annual_revenue_band ?? '',
  };
}

import { REVENUE_BANDS, type RevenueBand } from '../company-profile/profile-choices';
import type { FieldProblem } from '../validation/field-problem';
import type { CyberPlan } from './cyber-plans';

/** The cyber request's company activity (spec sections 3 and 9). */
export const CYBER_ACTIVITIES = ['HEALTH', 'FINANCIAL_SERVICES', 'MANUFACTURING', 'OTHER'] as const;
export type CyberActivity = (typeof CYBER_ACTIVITIES)[number];

/** Severity of one finding of a report. */
export const CYBER_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type CyberSeverity = (typeof CYBER_SEVERITIES)[number];

/** How control of the domain was proven. */
export const DOMAIN_PROOFS = ['DNS', 'FILE', 'OPERATIONS'] as const;
export type DomainProof = (typeof DOMAIN_PROOFS)[number];

export const CYBER_MAX_EMPLOYEES = 10_000_000;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The request form (spec section 3), as typed. */
export interface CyberRequestInput {
  plan: CyberPlan;
  main_domain: string;
  activity: CyberActivity | '' | null;
  employees: number | null;
  revenue_band: RevenueBand | '' | null;
}

/** A bare, lower-case domain: "https://WWW.Demo.com.br/x" is "www.demo.com.br"; null when it is not one. */
export function cyberDomain(value: string): string | null {
  let text = value.trim().toLowerCase();
  if (!text) return null;
  text = text
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  return DOMAIN.test(text) ? text : null;
}

/**
 * Spec section 5: domain, activity, employee count and revenue band are required (REQUIRED). A
 * domain that is not one is INVALID_URL; a value out of range or list is INVALID.
 */
export function cyberRequestProblems(input: CyberRequestInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const employees = input.employees as number | string | null | undefined;
  if (!input.main_domain?.trim()) problems.push({ field: 'main_domain', code: 'REQUIRED' });
  else if (!cyberDomain(input.main_domain)) problems.push({ field: 'main_domain', code: 'INVALID_URL' });
  if (!input.activity) problems.push({ field: 'activity', code: 'REQUIRED' });
  else if (!(CYBER_ACTIVITIES as readonly string[]).includes(input.activity))
    problems.push({ field: 'activity', code: 'INVALID' });
  if (employees === null || employees === undefined || employees === '' || Number.isNaN(employees))
    problems.push({ field: 'employees', code: 'REQUIRED' });
  else if (!Number.isInteger(Number(employees)) || Number(employees) < 1 || Number(employees) > CYBER_MAX_EMPLOYEES)
    problems.push({ field: 'employees', code: 'INVALID' });
  if (!input.revenue_band) problems.push({ field: 'revenue_band', code: 'REQUIRED' });
  else if (!(REVENUE_BANDS as readonly string[]).includes(input.revenue_band))
    problems.push({ field: 'revenue_band', code: 'INVALID' });
  return problems;
}

/** The company activity list (spec section 3) folded into the cyber request's four. */
export function cyberActivityOf(activity: string | null | undefined): CyberActivity | null {
  if (!activity) return null;
  if (activity === 'PAYMENT_PROCESSING') return 'FINANCIAL_SERVICES';
  if (activity === 'HARDWARE_DEVELOPMENT') return 'MANUFACTURING';
  return 'OTHER';
}

/** What the customer publishes to prove control of the domain. */
export const domainProofOf = (domain: string, token: string) => ({
  txt_record: `seguro-empresarial-verification=${token}`,
  file_url: `https://${domain}/.well-known/${token}.txt`,
  file_content: token,
});

/** Risk level of a score: 80 and over low, 60 to 79 medium, under 60 high. */
export const riskLevelOf = (score: number) => (score >= 80 ? 'LOW' : score >= 60 ? 'MEDIUM' : 'HIGH');

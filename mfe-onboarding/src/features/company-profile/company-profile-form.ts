import {
  ADDRESS_FIELDS,
  businessToday,
  COMPANY_ACTIVITIES,
  companyProfileProblems,
  REVENUE_BANDS,
  type FieldProblem,
  type CompanyAddress,
  type CompanyActivity,
  type CompanyProfileInput,
  type Country,
  type RevenueBand,
} from '@platform/domain';
import type { CompanyProfile } from './api/get-company-profile';

/** The profile as the form holds it: every input is a string (or a flag), exactly as typed. */
export interface ProfileForm {
  name: string;
  legal_name: string;
  websites: string[];
  no_website: boolean;
  total_employees: string;
  capital_raised: string;
  /** '' (not answered), 'yes' or 'no'. */
  financing_obtained: '' | 'yes' | 'no';
  annual_revenue_band: '' | RevenueBand;
  activity: '' | CompanyActivity;
  main_domain: string;
  start_of_operations: string;
  address: CompanyAddress;
}

export function formFromProfile(profile: CompanyProfile): ProfileForm {
  return {
    name: profile.name,
    legal_name: profile.legal_name,
    websites: profile.websites.length ? [...profile.websites] : [''],
    no_website: profile.no_website,
    total_employees: profile.total_employees === null ? '' : String(profile.total_employees),
    capital_raised: profile.capital_raised ?? '',
    financing_obtained: profile.financing_obtained === null ? '' : profile.financing_obtained ? 'yes' : 'no',
    annual_revenue_band: profile.annual_revenue_band ?? '',
    activity: profile.activity ?? '',
    main_domain: profile.main_domain ?? '',
    start_of_operations: profile.start_of_operations ?? '',
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, profile.address[field]])) as CompanyAddress,
  };
}

/** What the shared rule and the API read. A number field that is not a number stays NaN, so the rule names it. */
export function inputFromForm(form: ProfileForm): CompanyProfileInput {
  const employees = form.total_employees.trim();
  return {
    name: form.name,
    legal_name: form.legal_name,
    websites: form.no_website ? [] : form.websites,
    no_website: form.no_website,
    total_employees: employees === '' ? null : /^\d+$/.test(employees) ? Number(employees) : Number.NaN,
    capital_raised: form.capital_raised.trim() === '' ? null : form.capital_raised.trim().replace(',', '.'),
    financing_obtained: form.financing_obtained === '' ? null : form.financing_obtained === 'yes',
    annual_revenue_band: REVENUE_BANDS.find((band) => band === form.annual_revenue_band) ?? null,
    activity: COMPANY_ACTIVITIES.find((activity) => activity === form.activity) ?? null,
    main_domain: form.main_domain.trim() === '' ? null : form.main_domain,
    start_of_operations: form.start_of_operations === '' ? null : form.start_of_operations,
    address: form.address,
  };
}

/** The shared rule of the profile (the API runs it too), over what the form holds. */
/** The API's rule, the start of operations bounded by today in `country`. */
export const profileFormProblems = (country: Country) => (form: ProfileForm) =>
  companyProfileProblems(inputFromForm(form), businessToday(country));

/** The form's own words for an empty or out-of-range field; the catalogue's for the rest. */
export function profileMessage({ field, code }: FieldProblem): string | undefined {
  if (code !== 'VALIDATION_FAILED') return undefined;
  if (field === 'legal_name') return 'profile.legalNameRequired';
  if (field === 'websites') return 'profile.websitesRequired';
  return 'profile.invalidValue';
}

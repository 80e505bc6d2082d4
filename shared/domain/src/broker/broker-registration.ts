import type { Country } from '../locale';
import { emailProblem } from '../validation/email';
import { urlProblem } from '../validation/url';
import type { FieldProblem } from '../validation/field-problem';
import { passwordProblem } from '../validation/password';
import { DEFAULT_TAX_ID_TYPE } from '../tax-id/tax-id-types';
import { checkTaxId } from '../tax-id/tax-id';

/** Brazilian tax regimes a brokerage answers in its tax registry (taxation data). */
export const TAX_REGIMES = ['SIMPLES_NACIONAL', 'LUCRO_PRESUMIDO', 'LUCRO_REAL', 'MEI'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** The regulator (SUSEP in Brazil) registration status, as the broker answers it (no external lookup). */
export const REGULATOR_STATUSES = ['ACTIVE', 'SUSPENDED', 'CANCELLED'] as const;
export type RegulatorStatus = (typeof REGULATOR_STATUSES)[number];

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export interface BrokerSignUpInput {
  country: Country;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  accept_terms: boolean;
  legal_name: string;
  trade_name: string;
  tax_id: string;
  phone: string;
  website: string;
}

export interface TaxRegistry {
  tax_regime: string;
  municipal_registration: string;
  iss_withheld: boolean | null;
}
export interface RegulatorRegistry {
  regulator_registration: string;
  regulator_status: string;
}
export interface BrokerAddress {
  postal_code: string;
  street: string;
  number: string;
  detail: string;
  neighborhood: string;
  city: string;
  state: string;
}
export interface BankData {
  bank_code: string;
  branch: string;
  account_number: string;
  account_type: string;
  holder_name: string;
  holder_tax_id: string;
}

const PHONE = /^\+?[\d\s().-]{8,20}$/;
const has = (value: string | undefined | null) => typeof value === 'string' && value.trim() !== '';

/** The tax id type a brokerage of `country` registers with (a company id: CNPJ in Brazil). */
export const brokerTaxIdType = (country: Country) => DEFAULT_TAX_ID_TYPE[country].pj;

function required(problems: FieldProblem[], data: object, fields: string[]) {
  for (const field of fields)
    if (!has((data as Record<string, string>)[field])) problems.push({ field, code: 'REQUIRED' });
}
const failed = (problems: FieldProblem[], field: string) => problems.some((problem) => problem.field === field);

export function brokerSignUpProblems(input: BrokerSignUpInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  required(problems, input, ['first_name', 'last_name', 'legal_name', 'trade_name', 'phone']);
  const email = emailProblem(input.email);
  if (email) problems.push({ field: 'email', code: email });
  // The platform's one password rule (sign-up and reset use it too).
  const password = passwordProblem(input.password);
  if (password) problems.push({ field: 'password', code: password });
  if (!input.accept_terms) problems.push({ field: 'accept_terms', code: 'REQUIRED' });
  if (!has(input.tax_id)) problems.push({ field: 'tax_id', code: 'REQUIRED' });
  else if (!checkTaxId(brokerTaxIdType(input.country), input.tax_id).valid)
    problems.push({ field: 'tax_id', code: 'INVALID_TAX_ID' });
  if (!failed(problems, 'phone') && !PHONE.test(input.phone.trim())) problems.push({ field: 'phone', code: 'INVALID' });
  const website = urlProblem(input.website ?? '');
  if (website) problems.push({ field: 'website', code: website });
  return problems;
}

export function taxRegistryProblems(data: TaxRegistry): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(TAX_REGIMES as readonly string[]).includes(data.tax_regime))
    problems.push({ field: 'tax_regime', code: 'REQUIRED' });
  if (typeof data.iss_withheld !== 'boolean') problems.push({ field: 'iss_withheld', code: 'REQUIRED' });
  if (has(data.municipal_registration) && !/^[\dA-Za-z.\-/]{1,20}$/.test(data.municipal_registration.trim()))
    problems.push({ field: 'municipal_registration', code: 'INVALID' });
  return problems;
}

export function regulatorRegistryProblems(data: RegulatorRegistry): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!has(data.regulator_registration)) problems.push({ field: 'regulator_registration', code: 'REQUIRED' });
  else if (!/^[\dA-Za-z.\-/]{3,20}$/.test(data.regulator_registration.trim()))
    problems.push({ field: 'regulator_registration', code: 'INVALID' });
  if (!(REGULATOR_STATUSES as readonly string[]).includes(data.regulator_status))
    problems.push({ field: 'regulator_status', code: 'REQUIRED' });
  return problems;
}

export function addressProblems(data: BrokerAddress, country: Country): FieldProblem[] {
  const problems: FieldProblem[] = [];
  required(problems, data, ['postal_code', 'street', 'number', 'neighborhood', 'city', 'state']);
  // A Brazilian CEP has 8 digits; other countries' postal codes are only length-checked.
  const postal = (data.postal_code ?? '').replace(/[\s-]/g, '');
  if (
    !failed(problems, 'postal_code') &&
    (country === 'br' ? !/^\d{8}$/.test(postal) : !/^[\dA-Za-z]{3,10}$/.test(postal))
  )
    problems.push({ field: 'postal_code', code: 'INVALID' });
  return problems;
}

export function bankDataProblems(data: BankData): FieldProblem[] {
  const problems: FieldProblem[] = [];
  required(problems, data, ['bank_code', 'branch', 'account_number', 'account_type', 'holder_name', 'holder_tax_id']);
  if (!failed(problems, 'bank_code') && !/^\d{3}$/.test(data.bank_code.trim()))
    problems.push({ field: 'bank_code', code: 'INVALID' });
  if (!failed(problems, 'branch') && !/^\d{1,6}(-[\dXx])?$/.test(data.branch.trim()))
    problems.push({ field: 'branch', code: 'INVALID' });
  if (!failed(problems, 'account_number') && !/^\d{1,15}(-[\dXx])?$/.test(data.account_number.trim()))
    problems.push({ field: 'account_number', code: 'INVALID' });
  if (!failed(problems, 'account_type') && !(BANK_ACCOUNT_TYPES as readonly string[]).includes(data.account_type))
    problems.push({ field: 'account_type', code: 'INVALID' });
  // The holder is the brokerage (CNPJ) or, for a sole broker, the person (CPF).
  if (
    !failed(problems, 'holder_tax_id') &&
    !checkTaxId('CNPJ', data.holder_tax_id).valid &&
    !checkTaxId('CPF', data.holder_tax_id).valid
  )
    problems.push({ field: 'holder_tax_id', code: 'INVALID_TAX_ID' });
  return problems;
}

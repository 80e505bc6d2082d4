import type { ErrorCode } from '../errors/error-codes';
import {
  checkRfc,
  isValidCc,
  isValidCnpj,
  isValidCpf,
  isValidCurp,
  isValidEin,
  isValidRut,
  isValidSsn,
} from './check-digits';
import type { TaxIdType } from './tax-id-types';

/** What is stored: no dots, dashes, slashes or spaces; upper-case. */
export const normalizeTaxId = (value: string): string => value.replace(/[.\-/\s]/g, '').toUpperCase();

export interface TaxIdCheck {
  /** False blocks the form and the API with INVALID_TAX_ID. */
  valid: boolean;
  /** A soft problem shown to the user without blocking (an RFC whose check digit fails). */
  warning?: 'CHECK_DIGIT';
  normalized: string;
}

const STRICT: Record<Exclude<TaxIdType, 'RFC'>, (value: string) => boolean> = {
  CPF: isValidCpf,
  CNPJ: isValidCnpj,
  CURP: isValidCurp,
  CC: isValidCc,
  RUT: isValidRut,
  EIN: isValidEin,
  SSN: isValidSsn,
};

/** The one tax id check, run by the browser as the user types and by the API before saving. */
export function checkTaxId(type: TaxIdType, value: string): TaxIdCheck {
  const normalized = normalizeTaxId(value);
  if (type === 'RFC') {
    const result = checkRfc(normalized);
    return result === 'check-digit'
      ? { valid: true, warning: 'CHECK_DIGIT', normalized }
      : { valid: result === 'valid', normalized };
  }
  return { valid: STRICT[type](normalized), normalized };
}

/** The catalogue code for a tax id field, or null when it is acceptable. */
export function taxIdProblem(type: TaxIdType, value: string): 'REQUIRED' | Extract<ErrorCode, 'INVALID_TAX_ID'> | null {
  if (!value.trim()) return 'REQUIRED';
  return checkTaxId(type, value).valid ? null : 'INVALID_TAX_ID';
}

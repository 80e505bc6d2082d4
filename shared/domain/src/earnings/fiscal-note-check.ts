import type { ErrorCode } from '../errors/error-codes';

/** What an NFS-e says (read from its XML): its number, service value and issuer's CNPJ. */
export interface FiscalNoteFacts {
  number: string;
  amountCents: number;
  issuerTaxId: string;
}

/** Largest fiscal note file accepted (PDF or XML), checked by the form and by the API. */
export const FISCAL_NOTE_MAX_BYTES = 5 * 1024 * 1024;
export const FISCAL_NOTE_ACCEPT = '.pdf,.xml,application/pdf,application/xml,text/xml';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The fields of a note that do not match its statement and brokerage (empty when it matches): the
 * service value must be the statement's amount, the issuer the brokerage's tax id.
 */
export function fiscalNoteMismatches(
  note: FiscalNoteFacts,
  expected: { amountCents: number; brokerTaxId: string },
): { field: 'amount' | 'issuer_tax_id'; code: ErrorCode }[] {
  const problems: { field: 'amount' | 'issuer_tax_id'; code: ErrorCode }[] = [];
  if (note.amountCents !== expected.amountCents) problems.push({ field: 'amount', code: 'FISCAL_NOTE_MISMATCH' });
  if (digits(note.issuerTaxId) !== digits(expected.brokerTaxId))
    problems.push({ field: 'issuer_tax_id', code: 'FISCAL_NOTE_MISMATCH' });
  return problems;
}

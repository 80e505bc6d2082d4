import { describe, expect, it } from 'vitest';
import { fiscalNoteMismatches } from './fiscal-note-check';
import { fiscalNoteEventsFor, isStatementLocked, nextFiscalNoteStatus } from './fiscal-note-status-machine';

describe('fiscal note statuses', () => {
  it('goes pending -> waiting approval -> needs action -> waiting approval -> approved', () => {
    expect(nextFiscalNoteStatus('PENDING', 'SEND', 'BROKER')).toBe('WAITING_APPROVAL');
    expect(nextFiscalNoteStatus('WAITING_APPROVAL', 'ASK_ACTION', 'OPERATIONS')).toBe('NEEDS_ACTION');
    expect(nextFiscalNoteStatus('NEEDS_ACTION', 'SEND', 'BROKER')).toBe('WAITING_APPROVAL');
    expect(nextFiscalNoteStatus('WAITING_APPROVAL', 'APPROVE', 'OPERATIONS')).toBe('APPROVED');
  });

  it('lets nobody send again once approved, nor a broker approve', () => {
    expect(fiscalNoteEventsFor('APPROVED', 'BROKER')).toEqual([]);
    expect(nextFiscalNoteStatus('WAITING_APPROVAL', 'APPROVE', 'BROKER')).toBeNull();
  });

  it('locks the statement once a note was sent', () => {
    expect(isStatementLocked('PENDING')).toBe(false);
    expect(isStatementLocked('NEEDS_ACTION')).toBe(true);
  });
});

describe('fiscal note against its statement', () => {
  const expected = { amountCents: 90_000, brokerTaxId: '12.345.678/0001-95' };
  it('matches on the amount and the issuer tax id, punctuation aside', () => {
    expect(fiscalNoteMismatches({ number: '1', amountCents: 90_000, issuerTaxId: '12345678000195' }, expected)).toEqual(
      [],
    );
  });
  it('names each field that does not match', () => {
    expect(
      fiscalNoteMismatches({ number: '1', amountCents: 90_001, issuerTaxId: '99999999000199' }, expected).map(
        (problem) => problem.field,
      ),
    ).toEqual(['amount', 'issuer_tax_id']);
  });
});

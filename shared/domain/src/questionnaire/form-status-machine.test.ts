import { describe, expect, it } from 'vitest';
import { APPLICATION_FORM_STATUSES } from '../statuses';
import { FORM_TRANSITIONS, formEventsFor, isFormEditable, nextFormStatus } from './form-status-machine';

describe('the application form state machine', () => {
  it('lets the applicant start, finish or replace, and nothing else', () => {
    expect(nextFormStatus('INITIAL', 'START', 'APPLICANT')).toBe('IPAF_IN_PROGRESS');
    expect(nextFormStatus('IPAF_IN_PROGRESS', 'FINISH', 'APPLICANT')).toBe('PENDING_REVIEW');
    expect(formEventsFor('IPAF_IN_PROGRESS', 'APPLICANT')).toEqual(['FINISH', 'REPLACE']);
    expect(nextFormStatus('PENDING_REVIEW', 'QUOTE', 'APPLICANT')).toBeNull();
    expect(nextFormStatus('PENDING_REVIEW', 'FINISH', 'APPLICANT')).toBeNull();
  });

  it('leaves underwriting decisions to the platform', () => {
    expect(nextFormStatus('PENDING_REVIEW', 'REFER', 'PLATFORM')).toBe('QUOTING');
    expect(nextFormStatus('QUOTING', 'REJECT', 'PLATFORM')).toBe('REJECTED');
    expect(formEventsFor('REJECTED', 'PLATFORM')).toEqual([]);
  });

  it('only goes to statuses that exist, and answers are editable only before finishing', () => {
    for (const events of Object.values(FORM_TRANSITIONS))
      for (const transition of Object.values(events ?? {})) expect(APPLICATION_FORM_STATUSES).toContain(transition.to);
    expect(APPLICATION_FORM_STATUSES.filter(isFormEditable)).toEqual(['INITIAL', 'IPAF_IN_PROGRESS']);
  });
});

import { describe, expect, it } from 'vitest';
import { invitationProblems, splitFullName } from './invitation';

describe('team invitation rules', () => {
  it('requires a name and an e-mail, and a well-formed e-mail', () => {
    expect(invitationProblems({ name: ' ', email: '' })).toEqual({ name: 'REQUIRED', email: 'REQUIRED' });
    expect(invitationProblems({ name: 'Ana', email: 'ana@' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(invitationProblems({ name: 'Ana', email: 'ana@empresa.com' })).toEqual({});
  });
  it('splits a full name into first name and the rest', () => {
    expect(splitFullName('  Ana  Maria Souza ')).toEqual({ first_name: 'Ana', last_name: 'Maria Souza' });
    expect(splitFullName('Ana')).toEqual({ first_name: 'Ana', last_name: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { EMAIL_LIST_MAX, emailListProblems, readEmailList } from './email-list';

describe('a list of e-mails separated by commas (spec section 5, sharing a statement)', () => {
  it('reads the addresses, trimmed, lower-cased, each once, empty pieces ignored', () => {
    expect(readEmailList(' Ana@Empresa.com.br, b@x.com,, ana@empresa.com.br ,')).toEqual({
      addresses: ['ana@empresa.com.br', 'b@x.com'],
      malformed: [],
    });
  });

  it('names every malformed piece as it was typed', () => {
    expect(readEmailList('a@x.com, bad, also bad@x')).toEqual({
      addresses: ['a@x.com'],
      malformed: ['bad', 'also bad@x'],
    });
  });

  it('refuses the whole list when any one is malformed, and an empty list as required', () => {
    expect(emailListProblems({ emails: 'a@x.com, bad' })).toEqual([{ field: 'emails', code: 'INVALID_EMAIL_LIST' }]);
    expect(emailListProblems({ emails: ' , ' })).toEqual([{ field: 'emails', code: 'REQUIRED' }]);
    expect(emailListProblems({ emails: 'a@x.com, b@y.org' })).toEqual([]);
  });

  it(`refuses more than ${EMAIL_LIST_MAX} addresses`, () => {
    const many = Array.from({ length: EMAIL_LIST_MAX + 1 }, (_, i) => `p${i}@x.com`).join(',');
    expect(emailListProblems({ emails: many })).toEqual([{ field: 'emails', code: 'VALIDATION_FAILED' }]);
  });
});

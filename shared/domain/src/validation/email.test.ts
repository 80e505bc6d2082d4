import { describe, expect, it } from 'vitest';
import { emailProblem, isValidEmail } from './email';

describe('e-mail validation', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isValidEmail('cliente@demo.local')).toBe(true);
    expect(isValidEmail('  ana.souza+seguro@empresa.com.br ')).toBe(true);
  });
  it('refuses addresses without @, domain dot, or with spaces', () => {
    expect(isValidEmail('cliente.demo.local')).toBe(false);
    expect(isValidEmail('cliente@demo')).toBe(false);
    expect(isValidEmail('ana souza@empresa.com')).toBe(false);
  });
  it('tells an empty field apart from a malformed one', () => {
    expect(emailProblem('   ')).toBe('REQUIRED');
    expect(emailProblem('x@')).toBe('INVALID_EMAIL');
    expect(emailProblem('x@y.com')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('password rule', () => {
  it('accepts 8+ characters with a letter and a digit', () => {
    expect(passwordProblem('Demo!2026')).toBeNull();
    expect(passwordProblem('senha123')).toBeNull();
    expect(passwordProblem('contraseña1')).toBeNull();
  });
  it('refuses short, letter-only, digit-only and over-long passwords', () => {
    expect(passwordProblem('abc123')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('abcdefghij')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('1234567890')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe('PASSWORD_TOO_WEAK');
  });
  it('tells an empty field apart', () => {
    expect(passwordProblem('')).toBe('REQUIRED');
  });
});

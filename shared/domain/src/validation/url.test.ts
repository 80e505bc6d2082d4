import { describe, expect, it } from 'vitest';
import { normalizeUrl, urlProblem } from './url';

describe('urlProblem', () => {
  it('accepts addresses with or without a scheme', () => {
    expect(urlProblem('https://corretora.example')).toBeNull();
    expect(urlProblem('corretora.com.br/contato')).toBeNull();
    expect(normalizeUrl('corretora.com.br')).toBe('https://corretora.com.br/');
  });

  it('refuses what is not a web address', () => {
    expect(urlProblem('not a site')).toBe('INVALID_URL');
    expect(urlProblem('ftp://files.example')).toBe('INVALID_URL');
    expect(urlProblem('localhost')).toBe('INVALID_URL');
  });

  it('lets an optional field stay empty and a required one not', () => {
    expect(urlProblem('  ')).toBeNull();
    expect(urlProblem('', { required: true })).toBe('REQUIRED');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeDomain, normalizeUrl, urlProblem } from './url';

describe('URL validation', () => {
  it('accepts addresses as people type them and makes them absolute', () => {
    expect(normalizeUrl('demo.com.br')).toBe('https://demo.com.br');
    expect(normalizeUrl('  http://www.demo.com.br/contato ')).toBe('http://www.demo.com.br/contato');
    expect(normalizeUrl('https://Demo-Tecnologia.example/')).toBe('https://demo-tecnologia.example');
  });
  it('refuses what is not a public web address', () => {
    for (const value of ['not a url', 'demo', 'ftp://demo.com', 'javascript:alert(1)', 'https://localhost', 'http://10.0.0.1', 'https://user:pw@demo.com', 'https://-demo.com', 'demo..com']) {
      expect(normalizeUrl(value), value).toBeNull();
    }
  });
  it('tells an empty field apart from an invalid one', () => {
    expect(urlProblem(' ')).toBe('REQUIRED');
    expect(urlProblem('nope')).toBe('INVALID_URL');
    expect(urlProblem('demo.com')).toBeNull();
  });
  it('takes the domain out of a pasted address', () => {
    expect(normalizeDomain('https://www.Demo.com.br/page')).toBe('www.demo.com.br');
    expect(normalizeDomain('demo.com.br')).toBe('demo.com.br');
    expect(normalizeDomain('demo')).toBeNull();
  });
});

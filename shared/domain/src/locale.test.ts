import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './locale';

describe('languageOfAcceptLanguage', () => {
  it('takes the most preferred language we speak', () => {
    expect(languageOfAcceptLanguage('fr-FR, es;q=0.8, en;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('es-MX,es;q=0.9')).toBe('es');
    expect(languageOfAcceptLanguage('EN-us')).toBe('en');
  });

  it('keeps the order of equal weights and ignores refused languages', () => {
    expect(languageOfAcceptLanguage('es, en')).toBe('es');
    expect(languageOfAcceptLanguage('en;q=0, es;q=0.1')).toBe('es');
  });

  it('falls back to Portuguese when nothing matches or the header is missing or malformed', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('pt');
    expect(languageOfAcceptLanguage('de, fr;q=0.5')).toBe('pt');
    expect(languageOfAcceptLanguage(';;;,q=,\u0000')).toBe('pt');
  });
});

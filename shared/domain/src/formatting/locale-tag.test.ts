import { describe, expect, it } from 'vitest';
import { languageOfTag, localeTag } from './locale-tag';

describe('localeTag', () => {
  it('writes Portuguese as pt-BR and English as en-US whatever the country', () => {
    expect(localeTag({ country: 'br', language: 'pt' })).toBe('pt-BR');
    expect(localeTag({ country: 'mx', language: 'pt' })).toBe('pt-BR');
    expect(localeTag({ country: 'us', language: 'en' })).toBe('en-US');
    expect(localeTag({ country: 'br', language: 'en' })).toBe('en-US');
  });

  it('gives Spanish the variant of its country, Latin American Spanish elsewhere', () => {
    expect(localeTag({ country: 'mx', language: 'es' })).toBe('es-MX');
    expect(localeTag({ country: 'co', language: 'es' })).toBe('es-CO');
    expect(localeTag({ country: 'br', language: 'es' })).toBe('es-419');
    expect(localeTag({ country: 'us', language: 'es' })).toBe('es-419');
  });
});

describe('languageOfTag', () => {
  it('reads the interface language of a tag and defaults to pt for others', () => {
    expect(languageOfTag('es-CO')).toBe('es');
    expect(languageOfTag('en-US')).toBe('en');
    expect(languageOfTag('fr-FR')).toBe('pt');
  });
});

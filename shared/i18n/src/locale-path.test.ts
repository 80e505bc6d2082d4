import { describe, expect, it } from 'vitest';
import { localeFromPath, resolveLocale, withLanguage } from './locale-path';

describe('localeFromPath', () => {
  it('reads country and language from the first two segments', () => {
    expect(localeFromPath('/mx/es/ipaf-ending')).toEqual({ country: 'mx', language: 'es' });
    expect(localeFromPath('/br/pt')).toEqual({ country: 'br', language: 'pt' });
    expect(localeFromPath('/us/en/question-information/step-info/2')).toEqual({ country: 'us', language: 'en' });
  });

  it('returns null when the path does not start with a known country and language', () => {
    expect(localeFromPath('/dashboard/index')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
    expect(localeFromPath('/ar/es/ipaf-ending')).toBeNull();
    expect(localeFromPath('/br/fr/ipaf-ending')).toBeNull();
    expect(localeFromPath('/pt/br/ipaf-ending')).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the locale in the path over the stored language', () => {
    expect(resolveLocale({ pathname: '/co/es/forms-demo', stored: 'en' })).toEqual({ country: 'co', language: 'es' });
  });

  it('uses the stored language with the default country when the path has no locale', () => {
    expect(resolveLocale({ pathname: '/dashboard/index', stored: 'es' })).toEqual({ country: 'br', language: 'es' });
  });

  it('falls back to BR / pt when nothing or something unknown is stored', () => {
    expect(resolveLocale({ pathname: '/dashboard/index', stored: null })).toEqual({ country: 'br', language: 'pt' });
    expect(resolveLocale({ pathname: '/dashboard/index', stored: 'de' })).toEqual({ country: 'br', language: 'pt' });
    expect(resolveLocale({ pathname: '/' })).toEqual({ country: 'br', language: 'pt' });
  });
});

describe('withLanguage', () => {
  it('swaps the language segment and keeps the rest of the path', () => {
    expect(withLanguage('/br/pt/question-information/step-info/3', 'en')).toBe(
      '/br/en/question-information/step-info/3',
    );
    expect(withLanguage('/mx/es', 'pt')).toBe('/mx/pt');
  });

  it('leaves a path without a locale unchanged', () => {
    expect(withLanguage('/dashboard/policies/home', 'es')).toBe('/dashboard/policies/home');
  });
});

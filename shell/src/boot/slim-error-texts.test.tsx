import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@platform/domain/locale';

// The catalogue's loader as the shell builds it (one chunk a language), held by the test: the unit
// setup has loaded every language, as the shell loads the person's, so here none is loaded.
const pending = new Map<
  Language,
  { resolve: () => void; reject: () => void; promise: Promise<Record<string, string>> }
>();
const TEXTS: Record<Language, Record<string, string>> = {
  pt: { 'error.RATE_LIMITED': 'pt: muitas tentativas' },
  en: { 'error.RATE_LIMITED': 'en: too many tries' },
  es: { 'error.RATE_LIMITED': 'es: demasiados intentos' },
};
const loaded = new Map<Language, Record<string, string>>();
vi.mock('@platform/i18n/error-texts', () => ({
  errorTextsOf: (language: Language) => loaded.get(language),
  errorTextsFailure: () => undefined,
  loadErrorTexts: (language: Language) => {
    let entry = pending.get(language);
    if (!entry) {
      let resolve!: () => void;
      let reject!: () => void;
      const promise = new Promise<Record<string, string>>((ok, fail) => {
        resolve = () => {
          loaded.set(language, TEXTS[language]);
          ok(TEXTS[language]);
        };
        reject = () => fail(new TypeError('offline'));
      });
      entry = { resolve, reject, promise };
      pending.set(language, entry);
    }
    return entry.promise;
  },
}));

const { useErrorText } = await import('./slim-error-texts');
const { useSlimLanguage } = await import('./slim-frame');

function Page() {
  const [language, choose] = useSlimLanguage();
  const errorText = useErrorText(language);
  return (
    <>
      <p>{errorText('RATE_LIMITED')}</p>
      <button onClick={() => choose('en')}>en</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  pending.clear();
  loaded.clear();
});

describe('the slim pages’ error texts', () => {
  it('draws nothing until the page’s language is in, then its texts alone', async () => {
    await act(async () => {
      render(<Page />);
    });
    expect(document.body.textContent).toBe('');
    expect([...pending.keys()]).toEqual(['pt']);
    await act(async () => pending.get('pt')!.resolve());
    expect(screen.getByText('pt: muitas tentativas')).toBeTruthy();
  });

  it('switches language once the new texts are in, and stays when they cannot be fetched', async () => {
    loaded.set('pt', TEXTS.pt);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    expect(screen.getByText('pt: muitas tentativas')).toBeTruthy();
    await act(async () => pending.get('en')!.reject());
    expect(screen.getByText('pt: muitas tentativas')).toBeTruthy();

    pending.delete('en');
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    await act(async () => pending.get('en')!.resolve());
    expect(screen.getByText('en: too many tries')).toBeTruthy();
  });
});

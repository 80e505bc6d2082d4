import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Language } from '@platform/domain/locale';
import type { ErrorTexts } from '@platform/i18n';
import { useLocaleState } from './use-locale-state';

/** The error texts' loads the switch asked for, each settled by the test when it chooses. */
const loads = vi.hoisted(() => [] as { language: string; arrive: () => void; fail: () => void }[]);
vi.mock('@platform/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@platform/i18n')>()),
  loadErrorTexts: (language: Language) =>
    new Promise<ErrorTexts>((resolve, reject) =>
      loads.push({ language, arrive: () => resolve({}), fail: () => reject(new TypeError('Failed to fetch')) }),
    ),
}));

afterEach(() => {
  cleanup();
  loads.length = 0;
  localStorage.clear();
});

let choose: (language: Language) => void = () => {};
function Switcher() {
  const { locale, setLanguage } = useLocaleState();
  choose = setLanguage;
  return (
    <p>
      {locale.language} {useLocation().pathname}
    </p>
  );
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Switcher />
    </MemoryRouter>,
  );

describe('the language switch', () => {
  it('waits for the new language’s error texts before it switches, so no error shows as its key', async () => {
    open('/br/pt/broker-register');
    act(() => choose('en'));
    expect(loads.map((load) => load.language)).toEqual(['en']);
    expect(screen.getByText('pt /br/pt/broker-register')).toBeTruthy();

    await act(async () => loads[0]!.arrive());
    expect(screen.getByText('en /br/en/broker-register')).toBeTruthy();
    expect(localStorage.getItem('platform.language')).toBe('en');
  });

  it('keeps the language when its texts could not be loaded', async () => {
    open('/dashboard/index');
    act(() => choose('es'));
    await act(async () => loads[0]!.fail());
    expect(screen.getByText('pt /dashboard/index')).toBeTruthy();
    expect(localStorage.getItem('platform.language')).toBeNull();
  });
});

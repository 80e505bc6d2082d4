import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Language } from '@platform/domain';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PrefillNotice } from './prefill-notice';

afterEach(cleanup);

const show = (language: Language, prefilledFrom: { id: string; created_at: string } | null) =>
  renderScreen(<PrefillNotice prefilledFrom={prefilledFrom} />, {
    api: fakeApi({}).api,
    path: '/ipaf/one-page',
    locale: { country: 'br', language },
  });

describe('PrefillNotice', () => {
  it.each([
    ['pt', 'Respostas pré-preenchidas', 'último questionário, de 12 de nov. de 2026'],
    ['en', 'Answers pre-filled', 'last application, of Nov 12, 2026'],
    ['es', 'Respuestas precargadas', 'último cuestionario, del 12 nov 2026'],
  ] as const)(
    'in %s says the answers come from the last questionnaire and asks to check them',
    (language, title, from) => {
      const { intlErrors } = show(language, { id: 'f-0', created_at: '2026-11-12T15:00:00.000Z' });
      expect(screen.getByText(title)).toBeTruthy();
      expect(document.body.textContent).toContain(from);
      expect(intlErrors).toEqual([]);
    },
  );

  it('says nothing for a form that started from the profile alone', () => {
    show('pt', null);
    expect(document.body.textContent).toBe('');
  });
});

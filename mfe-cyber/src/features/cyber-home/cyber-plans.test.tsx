import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CyberPlans } from './cyber-plans';

afterEach(cleanup);

const PATH = '/dashboard/cyber/home';
const plan = (name: string) => screen.getByRole('article', { name });

describe('CyberPlans', () => {
  it('lists what each plan includes as a check list', () => {
    const { intlErrors } = renderScreen(<CyberPlans />, { api: fakeApi({}).api, path: PATH });

    const lite = within(plan('Lite')).getByRole('list', { name: 'O que o Lite inclui' });
    expect(
      within(lite)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Avaliação de vulnerabilidades trimestral', 'Varredura de todas as 65 mil portas']);
    const plus = within(plan('Plus')).getByRole('list', { name: 'O que o Plus inclui' });
    expect(
      within(plus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Avaliação de vulnerabilidades mensal',
      'Varredura de todas as 65 mil portas',
      'Testes de phishing',
      'Resposta a incidentes 24 horas por dia, 7 dias por semana',
      'Firewall',
      'Antivírus',
      'Backup',
    ]);
    expect(intlErrors).toEqual([]);
  });

  it('gives each plan one call to action, to the request with that plan chosen', () => {
    renderScreen(<CyberPlans />, { api: fakeApi({}).api, path: PATH });

    for (const [name, code] of [
      ['Lite', 'LITE'],
      ['Plus', 'PLUS'],
    ] as const) {
      const actions = within(plan(name))
        .getAllByRole('link')
        .filter((link) => link.classList.contains('ui-button'));
      expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [`Escolher ${name}`, `/dashboard/cyber/create?plan=${code}`],
      ]);
    }
  });

  it('shows the Plus price as custom, agreed in a meeting, and no figure for Lite', () => {
    renderScreen(<CyberPlans />, { api: fakeApi({}).api, path: PATH });

    const plus = plan('Plus');
    expect(within(plus).getByText('Sob consulta')).toBeTruthy();
    expect(within(plus).getByRole('link', { name: 'Agendar uma reunião' }).getAttribute('href')).toBe(
      '/dashboard/schedule-meeting',
    );
    expect(within(plan('Lite')).queryByText('Sob consulta')).toBeNull();
  });

  it('says custom in English and Spanish too', () => {
    renderScreen(<CyberPlans />, { api: fakeApi({}).api, path: PATH, locale: { country: 'us', language: 'en' } });
    expect(within(plan('Plus')).getByText('Custom')).toBeTruthy();
    cleanup();
    renderScreen(<CyberPlans />, { api: fakeApi({}).api, path: PATH, locale: { country: 'mx', language: 'es' } });
    expect(within(plan('Plus')).getByText('A consultar')).toBeTruthy();
    expect(within(plan('Plus')).getByRole('list', { name: 'Lo que incluye Plus' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { applicationForm, policy, quote } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CustomerHome } from './customer-home';

afterEach(cleanup);

const PATH = '/dashboard/index';
const items = (...list: unknown[]) => ({ body: { items: list } });

describe('CustomerHome', () => {
  it('greets the user by first name and summarises policies, quotes and the questionnaire', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(
        policy({ id: 'p-1', expiry_date: '2025-03-01' }),
        policy({ id: 'p-2', expiry_date: '2024-11-20' }),
        policy({ id: 'p-3', status: 'EXPIRED', expiry_date: '2023-01-01' }),
      ),
      '/v3/quotes': items(quote({ id: 'q-1' }), quote({ id: 'q-2', status: 'EXPIRED' })),
      '/v3/application-forms': items(applicationForm({ id: 'f-9', status: 'IPAF_IN_PROGRESS' })),
    });
    const { intlErrors } = renderScreen(<CustomerHome />, { api, path: PATH, user: { first_name: 'Ana' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeTruthy();
    const policies = screen.getByRole('article', { name: 'Apólices vigentes' });
    expect(within(policies).getByText('2')).toBeTruthy();
    expect(within(policies).getByText('Próximo vencimento: 20 de nov. de 2024')).toBeTruthy();
    expect(within(policies).getByRole('link', { name: 'Ver apólices' }).getAttribute('href')).toBe(
      '/dashboard/policies/home',
    );
    const quotes = screen.getByRole('article', { name: 'Cotações disponíveis' });
    expect(within(quotes).getByText('1 cotação esperando a sua escolha.')).toBeTruthy();
    const form = screen.getByRole('article', { name: 'Questionário' });
    expect(within(form).getByText('Em andamento, atualizado em 10 de mai. de 2024.')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Continuar questionário' }).getAttribute('href')).toBe(
      '/ipaf/one-page?user_form_id=f-9',
    );
    expect(intlErrors).toEqual([]);
  });

  it('speaks English and Spanish too', async () => {
    const answers = {
      '/v3/policies': items(policy()),
      '/v3/quotes': items(quote(), quote({ id: 'q-2' })),
      '/v3/application-forms': items(),
    };
    const english = renderScreen(<CustomerHome />, {
      api: fakeApi(answers).api,
      path: PATH,
      user: { first_name: 'Ana' },
      locale: { country: 'us', language: 'en' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana!' })).toBeTruthy();
    expect(screen.getByText('2 quotes waiting for your choice.')).toBeTruthy();
    expect(english.intlErrors).toEqual([]);
    cleanup();

    const spanish = renderScreen(<CustomerHome />, {
      api: fakeApi(answers).api,
      path: PATH,
      user: { first_name: 'Ana' },
      locale: { country: 'mx', language: 'es' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' })).toBeTruthy();
    expect(screen.getByText('2 cotizaciones esperando su elección.')).toBeTruthy();
    expect(spanish.intlErrors).toEqual([]);
  });

  it('invites a new customer to start the questionnaire', async () => {
    const { api } = fakeApi({ '/v3/policies': items(), '/v3/quotes': items(), '/v3/application-forms': items() });
    renderScreen(<CustomerHome />, { api, path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vamos começar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar questionário' }).getAttribute('href')).toBe('/ipaf/one-page');
  });

  it('shows a broker the catalogue FORBIDDEN text with a retry', async () => {
    const forbidden = { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } };
    const { api } = fakeApi({ '/v3/policies': forbidden, '/v3/quotes': forbidden, '/v3/application-forms': forbidden });
    renderScreen(<CustomerHome />, { api, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Você não tem permissão para acessar estes dados.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

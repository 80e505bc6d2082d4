import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { applicationForm, homeTask, policy, quote } from '../../testing/canned-data';
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
      '/v3/home/tasks': items(),
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
      '/v3/home/tasks': items(homeTask()),
    };
    const english = renderScreen(<CustomerHome />, {
      api: fakeApi(answers).api,
      path: PATH,
      user: { first_name: 'Ana' },
      locale: { country: 'us', language: 'en' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana!' })).toBeTruthy();
    expect(screen.getByText('2 quotes waiting for your choice.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Instalment late: D&O' })).toBeTruthy();
    expect(screen.getByText('Invoice DO-2024-0001-01 of R$1,234.56, was due on Nov 10, 2024.')).toBeTruthy();
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
    expect(await screen.findByRole('heading', { level: 3, name: 'Cuota atrasada: D&O' })).toBeTruthy();
    expect(spanish.intlErrors).toEqual([]);
  });

  it('invites a new customer to start the questionnaire', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(),
      '/v3/quotes': items(),
      '/v3/application-forms': items(),
      '/v3/home/tasks': items(),
    });
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

  it('lists what needs the customer before the summary, late first, each one tap from its screen', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(policy()),
      '/v3/quotes': items(quote()),
      '/v3/application-forms': items(),
      '/v3/home/tasks': items(
        homeTask(),
        homeTask({
          kind: 'SIGNATURE_PENDING',
          id: 'ch-1',
          product: 'CYBER',
          late: false,
          due_on: '2024-11-30',
          quote_id: 'q-7',
          signatories: [{ name: 'Sílvia Assinante', email: 'silvia@empresa.test' }],
        }),
        homeTask({
          kind: 'QUOTE_TO_CHOOSE',
          id: 'q-1',
          product: 'E_AND_O',
          late: false,
          due_on: '2024-12-01',
          options: 3,
          application_form_id: 'f-1',
          quote_id: 'q-1',
        }),
        homeTask({ kind: 'RENEWAL_COMING', id: 'p-1', late: false, due_on: '2025-01-10', reference: 'DO-2024-0001' }),
        homeTask({
          kind: 'CLAIM_INFORMATION',
          id: 'c-1',
          late: false,
          due_on: '2024-11-05',
          reference: 'SIN-2024-000123',
        }),
      ),
    });
    const { intlErrors } = renderScreen(<CustomerHome />, { api, path: PATH });

    const tasks = await screen.findByRole('region', { name: 'O que precisa de você agora' });
    const summary = screen.getByRole('region', { name: 'Seus seguros' });
    expect(tasks.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const rows = await within(tasks).findAllByRole('listitem');
    expect(rows.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Parcela atrasada: D&O',
      'Assinatura pendente: Cibernético',
      'Escolha a sua cotação de E&O',
      'Renovação chegando: D&O',
      'Sinistro SIN-2024-000123 aguarda informações',
    ]);
    expect(within(rows[0]!).getByText('Em atraso')).toBeTruthy();
    expect(
      within(rows[0]!).getByText('Fatura DO-2024-0001-01 de R$ 1.234,56, venceu em 10 de nov. de 2024.'),
    ).toBeTruthy();
    expect(
      within(rows[1]!).getByText(/Aguardando a assinatura de Sílvia Assinante \(silvia@empresa.test\)/),
    ).toBeTruthy();
    const links = rows.map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(links).toEqual([
      '/dashboard/policies/detail/p-1',
      '/dashboard/quotes/checkout/q-7',
      '/dashboard/quotes/available/eno/f-1',
      '/dashboard/policies/detail/p-1',
      '/dashboard/claims/detail/c-1',
    ]);
    expect(within(rows[2]!).getByText('3 opções disponíveis, válidas até 1 de dez. de 2024.')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('reads the tasks alongside the summary and draws the page once both are read, so nothing moves under the person', async () => {
    const summary = fakeApi({
      '/v3/policies': items(policy()),
      '/v3/quotes': items(),
      '/v3/application-forms': items(),
    });
    let answerTasks = () => {};
    const tasks = new Promise((resolve) => {
      answerTasks = () => resolve({ data: { items: [homeTask()] }, response: new Response(null, { status: 200 }) });
    });
    const api = {
      GET: (path: string, init?: { params?: unknown }) =>
        path === '/v3/home/tasks' ? tasks : summary.api.GET(path as '/v3/policies', init as never),
    } as unknown as ApiClient;
    renderScreen(<CustomerHome />, { api, path: PATH, user: { first_name: 'Ana' } });

    await vi.waitFor(() => expect(summary.calls.map((call) => call.path)).toContain('/v3/application-forms'));
    // TanStack Query hands results over on a zero-delay timer: let a few of those ticks pass.
    for (let tick = 0; tick < 5; tick += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The summary is read, the tasks are not: the page waits whole rather than drawing and then moving.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seus seguros' })).toBeNull();

    await act(async () => answerTasks());
    expect(await screen.findByRole('heading', { level: 3, name: 'Parcela atrasada: D&O' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeTruthy();
  });

  it('says nothing needs the customer now when no task is open', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(policy()),
      '/v3/quotes': items(),
      '/v3/application-forms': items(),
      '/v3/home/tasks': items(),
    });
    renderScreen(<CustomerHome />, { api, path: PATH });
    const tasks = await screen.findByRole('region', { name: 'O que precisa de você agora' });
    expect(await within(tasks).findByRole('heading', { name: 'Nada precisa de você agora' })).toBeTruthy();
    expect(within(tasks).queryByRole('listitem')).toBeNull();
  });

  it('reads the tasks again when a payment, a claim, a quote or a cyber record changes', async () => {
    const { api, calls } = fakeApi({
      '/v3/policies': items(policy()),
      '/v3/quotes': items(),
      '/v3/application-forms': items(),
      '/v3/home/tasks': items(homeTask()),
    });
    const { eventBus } = renderScreen(<CustomerHome />, { api, path: PATH });
    await screen.findByRole('heading', { level: 3, name: 'Parcela atrasada: D&O' });
    const reads = () => calls.filter((call) => call.path === '/v3/home/tasks').length;
    expect(reads()).toBe(1);
    for (const [topic, expected] of [
      ['payments', 2],
      ['claim', 3],
      ['quotes', 4],
      ['cyber', 5],
    ] as const) {
      await act(async () => eventBus.emit('live:update', { topic, id: 'x-1', version: 2 }));
      await vi.waitFor(() => expect(reads()).toBe(expected));
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { acme } from '../../testing/book-samples';
import { CompaniesList } from './companies-list';

afterEach(cleanup);

const PATH = '/broker/index';

const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  body: { items, total: items.length, next_cursor: null, ...extra },
});

const NO_TASKS = { '/v3/broker/home/tasks': { body: { items: [] } } };

const task = (overrides: Record<string, unknown>) => ({
  kind: 'INVOICE_DUE',
  id: 'i-1',
  account_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  product: 'D_AND_O',
  due_on: '2024-11-10',
  late: true,
  reference: 'DO-2024-0001-01',
  amount: '1234.56',
  currency: 'BRL',
  quote_id: null,
  application_form_id: null,
  policy_id: 'p-1',
  options: null,
  signatories: [],
  ...overrides,
});

describe('CompaniesList', () => {
  it('reads the book tasks alongside the companies and draws the page once both are read, so nothing moves under the broker', async () => {
    const companies = fakeApi({ '/v3/broker/companies': page([acme]) });
    let answerTasks = () => {};
    const tasks = new Promise((resolve) => {
      answerTasks = () => resolve({ data: { items: [task({})] }, response: new Response(null, { status: 200 }) });
    });
    const api = {
      GET: (path: string, init?: { params?: unknown }) =>
        path === '/v3/broker/home/tasks' ? tasks : companies.api.GET(path as '/v3/broker/companies', init as never),
    } as unknown as ApiClient;
    renderScreen(<CompaniesList />, { api, path: PATH });

    await vi.waitFor(() => expect(companies.calls.map((call) => call.path)).toContain('/v3/broker/companies'));
    // TanStack Query hands results over on a zero-delay timer: let a few of those ticks pass.
    for (let tick = 0; tick < 5; tick += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The companies are read, the tasks are not: the page waits whole rather than drawing and then moving.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => answerTasks());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /Acme Tecnologia Ltda/ })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('draws the KAM link with the page, not after it: its arrival moved the whole page down on a phone (CLS)', async () => {
    const book = fakeApi({ '/v3/broker/companies': page([acme]), ...NO_TASKS });
    let answerMe = () => {};
    const me = new Promise((resolve) => {
      answerMe = () => resolve({ data: { broker: { kam_id: 'k-1' } }, response: new Response(null, { status: 200 }) });
    });
    const api = {
      GET: (path: string, init?: { params?: unknown }) =>
        path === '/v3/me' ? me : book.api.GET(path as '/v3/broker/companies', init as never),
    } as unknown as ApiClient;
    renderScreen(<CompaniesList />, { api, path: PATH });

    await vi.waitFor(() => expect(book.calls.map((call) => call.path)).toContain('/v3/broker/home/tasks'));
    for (let tick = 0; tick < 5; tick += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => answerMe());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seu gerente de contas' }).getAttribute('href')).toBe('/broker/kam/k-1');
  });

  it('puts what the book needs now above the companies, late first, each linking to the company or the claim', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies': page([acme]),
      '/v3/broker/home/tasks': {
        body: {
          items: [
            task({}),
            task({
              kind: 'SIGNATURE_PENDING',
              id: 'ch-1',
              account_id: 'c-2',
              company_name: 'Beta Indústria SA',
              product: 'CYBER',
              late: false,
              due_on: '2024-11-30',
              signatories: [{ name: 'Sílvia Assinante', email: 'silvia@beta.test' }],
            }),
            task({
              kind: 'CLAIM_INFORMATION',
              id: 'cl-1',
              late: false,
              due_on: '2024-11-05',
              reference: 'SIN-2024-000123',
            }),
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<CompaniesList />, { api, path: PATH });

    const tasks = await screen.findByRole('region', { name: 'O que precisa de você agora' });
    const rows = await within(tasks).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Acme Tecnologia Ltda: parcela atrasada (D&O)',
      'Beta Indústria SA: assinatura pendente (Cibernético)',
      'Acme Tecnologia Ltda: sinistro SIN-2024-000123 aguarda informações',
    ]);
    expect(within(rows[0]!).getByText('Em atraso')).toBeTruthy();
    expect(
      within(rows[0]!).getByText('Fatura DO-2024-0001-01 de R$ 1.234,56, venceu em 10 de nov. de 2024.'),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText(/Sílvia Assinante \(silvia@beta.test\)/)).toBeTruthy();
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/broker/company/c-1/detail',
      '/broker/company/c-2/detail',
      '/broker/company/c-1/claims/cl-1',
    ]);
    // Above the book.
    const table = screen.getByRole('table', { name: 'Empresas clientes' });
    expect(tasks.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('reads the book’s tasks again when a live update says a payment or a claim changed', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies': page([acme]), ...NO_TASKS });
    const { eventBus } = renderScreen(<CompaniesList />, { api, path: PATH });
    await screen.findByRole('heading', { name: 'Nada precisa de você agora' });
    const reads = () => calls.filter((call) => call.path === '/v3/broker/home/tasks').length;
    expect(reads()).toBe(1);
    await act(async () => eventBus.emit('live:update', { topic: 'payments', id: 'p-1', version: 2 }));
    await vi.waitFor(() => expect(reads()).toBe(2));
    await act(async () => eventBus.emit('live:update', { topic: 'claim', id: 'k-1', version: 2 }));
    await vi.waitFor(() => expect(reads()).toBe(3));
  });

  it('says nothing needs the broker now, in English too', async () => {
    const { api } = fakeApi({ '/v3/broker/companies': page([acme]), ...NO_TASKS });
    renderScreen(<CompaniesList />, { api, path: PATH, locale: { country: 'us', language: 'en' } });
    const tasks = await screen.findByRole('region', { name: 'What needs you now' });
    expect(await within(tasks).findByRole('heading', { name: 'Nothing needs you now' })).toBeTruthy();
  });

  it("lists the broker's companies with contact, the broker-side status per product, questionnaire progress, expiry and assessment, linking to the detail", async () => {
    const { api } = fakeApi({ '/v3/broker/companies': page([acme]), ...NO_TASKS });
    const { intlErrors } = renderScreen(<CompaniesList />, { api, path: PATH });

    const table = await screen.findByRole('table', { name: 'Empresas clientes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Acme Tecnologia Ltda' }).getAttribute('href')).toBe(
      '/broker/company/c-1/detail',
    );
    expect(within(row).getByText('12.345.678/0001-90')).toBeTruthy();
    // The company's country in the broker's language: a book may hold companies of several (issue 28).
    expect(within(row).getByText('Brasil')).toBeTruthy();
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'ana@acme.com.br' })).toBeTruthy();
    expect(within(row).getByText('D&O: Apólice a renovar')).toBeTruthy();
    expect(within(row).getByText('Cibernético: Cotação aguardando escolha')).toBeTruthy();
    expect(within(row).getByText('Vence em breve')).toBeTruthy();
    expect(within(row).getByText('1 de 2')).toBeTruthy();
    expect(within(row).getByText('Sem avaliação')).toBeTruthy();
    expect(screen.queryByText('NO_ASSESSMENT')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('explains an empty portfolio', async () => {
    const { api } = fakeApi({ '/v3/broker/companies': page([]), ...NO_TASKS });
    renderScreen(<CompaniesList />, { api, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nenhuma empresa cliente ainda' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows loading first', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<CompaniesList />, { api, path: PATH });
    // One loading state for the page: it is drawn whole once the tasks are read.
    const loading = screen.getAllByRole('status').map((status) => status.textContent);
    expect(loading).toHaveLength(1);
    expect(loading[0]).toContain('Carregando...');
  });

  it('reads a 403 for a customer as the catalogue FORBIDDEN text, with a retry', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
      ...NO_TASKS,
    });
    renderScreen(<CompaniesList />, { api, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Você não tem permissão para acessar estes dados.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('asks the server for the selection in the address, and searches on submit from the first page', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies': page([acme]), ...NO_TASKS });
    renderScreen(<CompaniesList />, {
      api,
      path: PATH,
      url: `${PATH}?status=POLICY_TO_RENEW&product=D_AND_O&sort=added&order=desc`,
    });
    await screen.findByRole('table', { name: 'Empresas clientes' });
    const queries = () =>
      calls
        .filter((call) => call.path === '/v3/broker/companies')
        .map((call) => (call.params as { query: Record<string, unknown> }).query);
    expect(queries()[0]).toMatchObject({ status: 'POLICY_TO_RENEW', product: 'D_AND_O', sort: 'added', order: 'desc' });
    expect(screen.getByText('1 empresa')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nome ou documento' }), {
      target: { value: ' 12.345 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(queries().at(-1)).toMatchObject({ q: '12.345', status: 'POLICY_TO_RENEW' }));
    expect(queries().at(-1)!.cursor).toBeUndefined();
  });

  it('pages forward with the cursor the server gave, and back through the cursors followed', async () => {
    const { api, calls } = fakeApi({
      '/v3/broker/companies': page([acme], { total: 30, next_cursor: 'cursor-2' }),
      ...NO_TASKS,
    });
    renderScreen(<CompaniesList />, { api, path: PATH });
    await screen.findByRole('table', { name: 'Empresas clientes' });
    const cursors = () =>
      calls
        .filter((call) => call.path === '/v3/broker/companies')
        .map((call) => (call.params as { query: { cursor?: string } }).query.cursor);
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Próxima página/ }));
    await vi.waitFor(() => expect(cursors()).toEqual([undefined, 'cursor-2']));
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: /Página anterior/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: /Página anterior/ }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Página anterior/ })).toHaveProperty('disabled', true),
    );
  });

  it('says when nothing matches the search and filters, and clears them', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies': page([]), ...NO_TASKS });
    renderScreen(<CompaniesList />, { api, path: PATH, url: `${PATH}?q=zzz&status=QUOTE_EXPIRED` });
    expect(await screen.findByRole('heading', { name: 'Nenhuma empresa encontrada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/v3/broker/companies').at(-1)!.params).toMatchObject({
        query: { q: undefined, status: undefined },
      }),
    );
  });

  it('exports what is filtered as CSV in the screen’s language, and shows a refusal from the catalogue', async () => {
    const createObjectURL = vi.fn(() => 'blob:book');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { api, calls } = fakeApi({
      '/v3/broker/companies': page([acme]),
      '/v3/broker/companies/export.csv': { body: new Blob(['a,b']) },
      ...NO_TASKS,
    });
    renderScreen(<CompaniesList />, {
      api,
      path: PATH,
      url: `${PATH}?product=CYBER`,
      locale: { country: 'us', language: 'en' },
    });
    await screen.findByRole('table', { name: 'Customer companies' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/v3/broker/companies/export.csv')!.params).toMatchObject({
      query: { product: 'CYBER', language: 'en' },
    });

    cleanup();
    const refused = fakeApi({
      '/v3/broker/companies': page([acme]),
      '/v3/broker/companies/export.csv': { status: 403, body: { code: 'BROKER_PENDING_APPROVAL', message: 'x' } },
      ...NO_TASKS,
    });
    renderScreen(<CompaniesList />, { api: refused.api, path: PATH });
    await screen.findByRole('table', { name: 'Empresas clientes' });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sua conta de corretora está em análise');
  });
});

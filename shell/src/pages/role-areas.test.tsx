// Each role lands in its own area: another role's area sends them home, an unknown path says
// "not found" to a signed-in person, and operations see their queue at /ops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { PlatformIntlProvider } from '@platform/i18n';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore } from '@platform/session';
import { messages } from '../app/messages';
import { LocaleContext, ShellContext, type ShellServices } from '../app/shell-context';
import { RequireSignIn } from '../auth/require-sign-in';
import { OpsHomePage } from './ops-home-page';
import { UnknownPath } from './unknown-path';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

type Person = 'guest' | 'customer' | 'broker' | 'operations';

function renderAt(url: string, person: Person, locale: Locale = DEFAULT_LOCALE) {
  const session = createSessionStore();
  if (person !== 'guest')
    session.getState().setUser({
      logged_type: 'LOGGED',
      token: 'token',
      role: { customer: 'ACCOUNT_ADMIN', broker: 'BROKER', operations: 'OPERATIONS' }[person],
    });
  if (person === 'broker')
    session.getState().setBroker({
      id: 'b',
      legal_name: 'Corretora',
      name: 'Corretora',
      city: null,
      address: null,
      address_number: null,
      postal_code: null,
      tax_id: '1',
      website: null,
      phone: null,
      email: 'c@x',
      owner_email: null,
      needs_bank_info: false,
      logo: null,
      ipaf_in_progress: false,
    });
  const services = {
    session,
    eventBus: createEventBus(),
    apiBaseUrl: 'http://api.test',
    auth: { signIn: vi.fn(), authorize: async () => ({ authorization: 'Bearer token' }) },
  } as unknown as ShellServices;
  render(
    <ShellContext.Provider value={services}>
      <LocaleContext.Provider value={{ locale, setLanguage: vi.fn() }}>
        <PlatformIntlProvider locale={locale} messages={messages}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route element={<RequireSignIn />}>
                <Route path="/dashboard/*" element={<Where />} />
                <Route path="/broker/*" element={<Where />} />
                <Route path="/ops" element={<OpsHomePage />} />
                <Route path="/ops/underwriting/*" element={<Where />} />
              </Route>
              <Route path="/br/pt/broker-register" element={<Where />} />
              <Route path="*" element={<UnknownPath />} />
            </Routes>
          </MemoryRouter>
        </PlatformIntlProvider>
      </LocaleContext.Provider>
    </ShellContext.Provider>,
  );
  return services;
}

const where = () => screen.getByTestId('where').textContent;
const answer = (body: unknown, status = 200) =>
  vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('role areas', () => {
  it('sends a broker who opens the customer dashboard to the broker home', () => {
    renderAt('/dashboard/index', 'broker');
    expect(where()).toBe('/broker/index');
  });

  it('sends operations from a customer or broker area to /ops, and a customer away from broker pages', async () => {
    vi.stubGlobal('fetch', answer({ items: [] }));
    renderAt('/dashboard/policies/home', 'operations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operações' })).toBeTruthy();
    cleanup();
    renderAt('/broker/index', 'customer');
    expect(where()).toBe('/dashboard/index');
  });

  it('lets only operations open the underwriting desk', () => {
    renderAt('/ops/underwriting', 'operations');
    expect(where()).toBe('/ops/underwriting');
    cleanup();
    renderAt('/ops/underwriting/123', 'customer');
    expect(where()).toBe('/dashboard/index');
    cleanup();
    renderAt('/ops/underwriting', 'broker');
    expect(where()).toBe('/broker/index');
  });

  it('lets each role into its own area', () => {
    renderAt('/dashboard/claims/home', 'customer');
    expect(where()).toBe('/dashboard/claims/home');
  });
});

describe('unknown paths', () => {
  it('tell a signed-in person the page was not found, with the way home, in their language', () => {
    renderAt('/no-such-page', 'customer', { ...DEFAULT_LOCALE, language: 'en' });
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('send a guest where the spec sends unknown paths', () => {
    renderAt('/no-such-page', 'guest');
    expect(where()).toBe('/br/pt/broker-register');
  });
});

describe('the operations home', () => {
  const queues = {
    items: [
      { queue: 'claims', count: 3, late: 1, due_on: '2026-11-20' },
      { queue: 'underwriting', count: 2, late: 0, due_on: '2026-11-28' },
      { queue: 'broker-approvals', count: 1, late: 0, due_on: '2026-11-02' },
      { queue: 'cyber', count: 0, late: 0, due_on: null },
      { queue: 'payments', count: 0, late: 0, due_on: null },
      { queue: 'broker-statements', count: 2, late: 1, due_on: '2026-10-31' },
    ],
  };
  const byUrl = (answers: Record<string, unknown>) =>
    vi.fn(async (input: unknown) => {
      const url = input instanceof Request ? input.url : String(input);
      const key = Object.keys(answers).find((path) => url.includes(path))!;
      return new Response(JSON.stringify(answers[key]), { headers: { 'content-type': 'application/json' } });
    });

  it('lists the queues first, late ones first, with counts, deadlines and a link to each', async () => {
    vi.stubGlobal('fetch', byUrl({ '/v3/operations/home/queues': queues }));
    renderAt('/ops', 'operations');
    const section = await screen.findByRole('region', { name: 'O que precisa de você agora' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sinistros',
      'Mesa de subscrição',
      'Aprovação de corretoras',
      'Avaliações cibernéticas',
      'Pagamentos',
      'Extratos de comissão',
    ]);
    expect(within(cards[0]!).getByText('1 em atraso')).toBeTruthy();
    expect(within(cards[0]!).getByText('3 na fila · em atraso desde 20 de nov. de 2026')).toBeTruthy();
    expect(within(cards[1]!).getByText('Em dia')).toBeTruthy();
    expect(within(cards[1]!).getByText('2 na fila · prazo mais próximo: 28 de nov. de 2026')).toBeTruthy();
    expect(within(cards[2]!).getByText('1 na fila · esperando desde 2 de nov. de 2026')).toBeTruthy();
    expect(within(cards[4]!).getByText('Nada na fila')).toBeTruthy();
    expect(within(cards[5]!).getByText('2 na fila · em atraso desde 31 de out. de 2026')).toBeTruthy();
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/ops/claims',
      '/ops/underwriting',
      '/ops/brokers',
      '/ops/cyber',
      '/ops/payments',
      '/ops/brokers/statements',
    ]);
  });

  it('reads the queues again when a live update says a claim or a payment changed', async () => {
    const fetch = byUrl({ '/v3/operations/home/queues': queues });
    vi.stubGlobal('fetch', fetch);
    const { eventBus } = renderAt('/ops', 'operations');
    await screen.findByRole('heading', { level: 3, name: 'Sinistros' });
    const reads = () =>
      fetch.mock.calls.filter(([input]) => String((input as Request).url ?? input).includes('/home/queues')).length;
    expect(reads()).toBe(1);
    act(() => eventBus.emit('live:update', { topic: 'claim', id: 'k-1', version: 2 }));
    await waitFor(() => expect(reads()).toBe(2));
    act(() => eventBus.emit('live:update', { topic: 'application-form', id: 'f-1', version: 2 }));
    act(() => eventBus.emit('live:update', { topic: 'payments', id: 'p-1', version: 2 }));
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('opens the brokerages (mfe-broker) from the approvals queue and from the page', async () => {
    vi.stubGlobal('fetch', byUrl({ '/v3/operations/home/queues': queues }));
    renderAt('/ops', 'operations');
    expect(await screen.findByRole('link', { name: 'Ver cadastros' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cadastros' }).getAttribute('href')).toBe('/ops/brokers');
    expect(screen.getByRole('link', { name: 'Abrir corretoras e comissões' }).getAttribute('href')).toBe(
      '/ops/brokers',
    );
  });

  it('says when no queue needs them', async () => {
    const empty = { items: queues.items.map((queue) => ({ ...queue, count: 0, late: 0, due_on: null })) };
    vi.stubGlobal('fetch', byUrl({ '/v3/operations/home/queues': empty }));
    renderAt('/ops', 'operations', { ...DEFAULT_LOCALE, language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Nada necesita de usted ahora' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { homeFirstReads } from '@platform/remote-contract';
import { fakeApi, renderScreen } from './testing/render-screen';
import { CompaniesList } from './features/companies-list/companies-list';
import { drawFirstScreen } from './first-screen';
import { acme } from './testing/book-samples';

const drawn: { unmount(): void }[] = [];
afterEach(() => {
  drawn.splice(0).forEach((screen) => screen.unmount());
  document.body.replaceChildren();
  cleanup();
});

const me = (broker: Record<string, unknown> | null = { id: 'b-1', status: 'APPROVED', kam_id: 'k-1' }) => ({
  user: { id: 'u-1', email: 'bia@corretora.test', first_name: 'Bia', last_name: 'Lima' },
  role: 'BROKER',
  broker,
  accounts: [],
});
const lateInvoice = {
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
};
const claimTask = { ...lateInvoice, kind: 'CLAIM_INFORMATION', id: 'cl-1', late: false, reference: 'SIN-2024-000123' };

// The addresses as the shell's boot keys the answers: those `homeFirstReads` names for the home.
const [ME, TASKS, COMPANIES] = homeFirstReads({ pathname: '/broker/index', search: '' }) as [string, string, string];
const ANSWERS: Record<string, unknown> = {
  [ME]: me(),
  [TASKS]: { items: [lateInvoice, claimTask] },
  [COMPANIES]: { items: [acme], total: 1, next_cursor: null },
};
const PT = { country: 'br', language: 'pt' } as const;

async function draw(
  answers: Record<string, unknown>,
  locale: typeof PT | { country: 'br'; language: 'en' | 'es' } = PT,
) {
  const container = document.body.appendChild(document.createElement('main'));
  drawn.push(await drawFirstScreen(container, { locale, answers }));
  return container;
}

/** What a broker reads, where each link goes and which fields it can fill: the same from the same data. */
const contentOf = (home: Element) => ({
  text: home.textContent,
  links: [...home.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
  fields: [...home.querySelectorAll<HTMLInputElement>('input, select, button')].map((field) => [
    field.tagName,
    field.value,
    field.textContent,
  ]),
});

describe('the broker home’s first screen', () => {
  it('is drawn at once from the boot’s answers, with plain links and the mark the hand-over waits for', async () => {
    const container = await draw(ANSWERS);

    const home = within(container);
    expect(home.getByRole('heading', { level: 1, name: 'Empresas clientes' })).toBeTruthy();
    expect(home.getByRole('heading', { level: 3, name: 'Acme Tecnologia Ltda: parcela atrasada (D&O)' })).toBeTruthy();
    expect(home.getByRole('link', { name: 'Ver sinistro' }).getAttribute('href')).toBe(
      '/broker/company/c-1/claims/cl-1',
    );
    expect(home.getByRole('link', { name: 'Acme Tecnologia Ltda' }).getAttribute('href')).toBe(
      '/broker/company/c-1/detail',
    );
    expect(home.getByRole('link', { name: 'Seu gerente de contas' }).getAttribute('href')).toBe('/broker/kam/k-1');
    expect(home.getByRole('searchbox', { name: 'Buscar por nome ou documento' })).toBeTruthy();
    expect(home.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(container.querySelector('[data-screen="broker-home"] h1')).toBeTruthy();
  });

  it('shows what the real home shows from the same data', async () => {
    const container = await draw(ANSWERS);
    const { api } = fakeApi({
      '/v3/me': { body: ANSWERS[ME] },
      '/v3/broker/home/tasks': { body: ANSWERS[TASKS] },
      '/v3/broker/companies': { body: ANSWERS[COMPANIES] },
    });
    renderScreen(<CompaniesList />, { api, path: '/broker/index' });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1, name: 'Empresas clientes' })).toHaveLength(2),
    );

    const homes = document.querySelectorAll('[data-screen="broker-home"]');
    expect(contentOf(homes[0]!)).toEqual(contentOf(homes[1]!));
    expect(contentOf(container).links).toHaveLength(5);
  });

  it('speaks the broker’s language', async () => {
    expect(
      within(await draw(ANSWERS, { country: 'br', language: 'en' })).getByRole('heading', { level: 1 }).textContent,
    ).toBe('Customer companies');
    expect(
      within(await draw(ANSWERS, { country: 'br', language: 'es' })).getByText('Su gerente de cuentas'),
    ).toBeTruthy();
  });

  it('draws an empty book and no KAM link for a brokerage without either', async () => {
    const container = await draw({
      ...ANSWERS,
      [ME]: me({ id: 'b-1', status: 'APPROVED', kam_id: null }),
      [COMPANIES]: { items: [], total: 0, next_cursor: null },
    });
    expect(within(container).getByText('Nenhuma empresa cliente ainda')).toBeTruthy();
    expect(within(container).queryByRole('link', { name: 'Seu gerente de contas' })).toBeNull();
  });

  it.each([
    ['a customer (sent to their own home)', { [ME]: { ...me(null), role: 'OWNER' } }],
    ['operations (sent to their queues)', { [ME]: { ...me(null), role: 'OPERATIONS' } }],
    ['a brokerage not approved yet (the pending screen)', { [ME]: me({ id: 'b-1', status: 'PENDING' }) }],
    ['a refused brokerage', { [ME]: me({ id: 'b-1', status: 'REFUSED' }) }],
    ['a list of another shape', { [COMPANIES]: { data: [] } }],
    ['a book opened with a search (its first page not read)', { [COMPANIES]: undefined }],
    ['tasks missing', { [TASKS]: undefined }],
  ])('refuses to draw for %s, and draws nothing', (_, changed) => {
    const container = document.body.appendChild(document.createElement('main'));
    expect(() => drawFirstScreen(container, { locale: PT, answers: { ...ANSWERS, ...changed } })).toThrow();
    expect(container.childNodes).toHaveLength(0);
  });
});

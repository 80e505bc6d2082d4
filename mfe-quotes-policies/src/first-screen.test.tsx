import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { applicationForm, homeTask, policy, quote } from './testing/canned-data';
import { fakeApi, renderScreen } from './testing/render-screen';
import { CustomerHome } from './features/customer-home/customer-home';
import { drawFirstScreen } from './first-screen';

const drawn: { unmount(): void }[] = [];
afterEach(() => {
  drawn.splice(0).forEach((screen) => screen.unmount());
  document.body.replaceChildren();
  cleanup();
});

const me = (overrides: Record<string, unknown> = {}) => ({
  user: { id: 'u-1', email: 'ana@demo.test', first_name: 'Ana', last_name: 'Souza' },
  role: 'OWNER',
  broker: null,
  accounts: [],
  ...overrides,
});
const ANSWERS: Record<string, unknown> = {
  '/v3/me': me(),
  '/v3/home/tasks': { items: [homeTask(), homeTask({ id: 'i-2', kind: 'RENEWAL_COMING', late: false })] },
  '/v3/policies': { items: [policy()] },
  '/v3/quotes': { items: [quote()] },
  '/v3/application-forms': { items: [applicationForm({ status: 'IPAF_IN_PROGRESS' })] },
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

/** What a person reads and where each link goes: the same from the same data, whoever drew it. */
const contentOf = (home: Element) => ({
  text: home.textContent,
  links: [...home.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
});

describe('the customer home’s first screen', () => {
  it('is drawn at once from the boot’s answers, with plain links and the mark the hand-over waits for', async () => {
    const container = await draw(ANSWERS);

    const home = within(container);
    expect(home.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeTruthy();
    expect(home.getByRole('heading', { level: 3, name: 'Parcela atrasada: D&O' })).toBeTruthy();
    expect(home.getByText('1 cotação esperando a sua escolha.')).toBeTruthy();
    expect(home.getByRole('link', { name: 'Ver pagamentos' }).getAttribute('href')).toBe(
      '/dashboard/policies/detail/p-1',
    );
    expect(container.querySelector('[data-screen="customer-home"] h1')).toBeTruthy();
  });

  it('shows what the real home shows from the same data', async () => {
    const container = await draw(ANSWERS);
    const items = (path: string) => ({ body: ANSWERS[path] });
    const { api } = fakeApi({
      '/v3/home/tasks': items('/v3/home/tasks'),
      '/v3/policies': items('/v3/policies'),
      '/v3/quotes': items('/v3/quotes'),
      '/v3/application-forms': items('/v3/application-forms'),
    });
    renderScreen(<CustomerHome />, { api, path: '/dashboard/index', user: { first_name: 'Ana' } });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: 'Olá, Ana!' })).toHaveLength(2));

    const homes = document.querySelectorAll('[data-screen="customer-home"]');
    expect(contentOf(homes[0]!)).toEqual(contentOf(homes[1]!));
    expect(contentOf(container).links).toHaveLength(5);
  });

  it('speaks the person’s language', async () => {
    expect(
      within(await draw(ANSWERS, { country: 'br', language: 'en' })).getByRole('heading', { level: 1 }).textContent,
    ).toBe('Hello, Ana!');
    expect(within(await draw(ANSWERS, { country: 'br', language: 'es' })).getByText('Sus seguros')).toBeTruthy();
  });

  it('draws a new customer’s start', async () => {
    const empty = { items: [] };
    const container = await draw({
      ...ANSWERS,
      '/v3/home/tasks': empty,
      '/v3/policies': empty,
      '/v3/quotes': empty,
      '/v3/application-forms': empty,
    });
    expect(within(container).getByRole('link', { name: 'Começar questionário' }).getAttribute('href')).toBe(
      '/ipaf/one-page',
    );
  });

  it.each([
    ['a broker (sent to their own home)', { '/v3/me': me({ broker: { id: 'b-1' } }) }],
    ['operations (sent to their queues)', { '/v3/me': me({ role: 'OPERATIONS' }) }],
    ['a list of another shape', { '/v3/quotes': { data: [] } }],
    ['an answer missing', { '/v3/policies': undefined }],
  ])('refuses to draw for %s, and draws nothing', (_, changed) => {
    const container = document.body.appendChild(document.createElement('main'));
    expect(() => drawFirstScreen(container, { locale: PT, answers: { ...ANSWERS, ...changed } })).toThrow();
    expect(container.childNodes).toHaveLength(0);
  });
});

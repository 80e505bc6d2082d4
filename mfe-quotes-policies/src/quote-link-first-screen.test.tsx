import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { QUOTE_LINK_FIRST_SCREEN_MODULE } from '@platform/remote-contract';
import { quote, quoteList } from './testing/canned-data';
import { fakeApi, renderScreen } from './testing/render-screen';
import { QuoteCompare } from './features/quote-compare/quote-compare';
import { drawFirstScreen } from './quote-link-first-screen';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const drawn: { unmount(): void }[] = [];
afterEach(() => {
  drawn.splice(0).forEach((screen) => screen.unmount());
  document.body.replaceChildren();
  cleanup();
});

const PATH = '/dashboard/quotes/available/eno/f-1';
const me = (overrides: Record<string, unknown> = {}) => ({
  user: { id: 'u-1', email: 'ana@demo.test', first_name: 'Ana', last_name: 'Souza' },
  role: 'ACCOUNT_ADMIN',
  broker: null,
  accounts: [],
  ...overrides,
});
const OPTIONS = [
  quote({ id: 'q-3', coverage_limit: '3000000.00', gross_premium: '16800.00' }),
  quote({ id: 'q-1', coverage_limit: '1000000.00', gross_premium: '10000.00' }),
  quote({ id: 'q-2', coverage_limit: '2000000.00', gross_premium: '12500.00', recommended: true }),
  quote({ id: 'q-other', product: 'CYBER' }),
];
const ANSWERS: Record<string, unknown> = { '/v3/me': me(), '/v3/quotes': quoteList(OPTIONS).body };
const PT = { country: 'br', language: 'pt' } as const;
type Language = 'pt' | 'en' | 'es';

async function draw(answers: Record<string, unknown>, language: Language = 'pt', pathname = PATH) {
  const container = document.body.appendChild(document.createElement('main'));
  drawn.push(await drawFirstScreen(container, { locale: { country: 'br', language }, answers, pathname }));
  return container;
}

/** What a person reads, where each link goes and which buttons there are: the same, whoever drew it. */
const contentOf = (view: Element) => ({
  text: view.textContent,
  links: [...view.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
  buttons: [...view.querySelectorAll('button')].map((button) => [button.textContent, button.className]),
});

describe('the quote link’s first screen', () => {
  it('is exposed by the remote under the name the shell loads', () => {
    const config = readFileSync(path.resolve(import.meta.dirname, '../rsbuild.config.ts'), 'utf8');
    expect(config).toContain(`'${QUOTE_LINK_FIRST_SCREEN_MODULE}': './src/quote-link-first-screen.tsx'`);
  });

  it('draws the address’s options from the boot’s answers, with plain links and the mark the hand-over waits for', async () => {
    const container = await draw(ANSWERS);

    const view = within(container);
    expect(
      view.getByRole('heading', { level: 1, name: 'E&O – Responsabilidade profissional: compare as opções' }),
    ).toBeTruthy();
    const cards = within(view.getByRole('region', { name: 'As opções' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Opção 1',
      'Opção 2',
      'Opção 3',
    ]);
    expect(within(cards[1]!).getByText('R$ 13.422,50')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Escolher a opção 2' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Detalhes da opção 2' }).getAttribute('href')).toBe(
      '/dashboard/quotes/detail/available/eno/f-1?quote=q-2',
    );
    expect(container.querySelector('[data-screen="quote-compare"] h1')).toBeTruthy();
  });

  it.each<Language>(['pt', 'en', 'es'])(
    'shows in %s what the real screen shows from the same data',
    async (language) => {
      const container = await draw(ANSWERS, language);
      const { api } = fakeApi({ '/v3/quotes': quoteList(OPTIONS) });
      const { intlErrors } = renderScreen(<QuoteCompare />, {
        api,
        path: '/dashboard/quotes/:type/:product/:userFormId',
        url: PATH,
        user: { role: 'ACCOUNT_ADMIN' },
        locale: { country: 'br', language },
      });
      await waitFor(() => expect(document.querySelectorAll('[data-screen="quote-compare"] h1')).toHaveLength(2));

      const views = document.querySelectorAll('[data-screen="quote-compare"]');
      expect(contentOf(views[0]!)).toEqual(contentOf(views[1]!));
      expect(contentOf(container).buttons).toHaveLength(6);
      expect(intlErrors).toEqual([]);
    },
  );

  it('lets a team member compare but not select, as the real screen does', async () => {
    const container = await draw({ ...ANSWERS, '/v3/me': me({ role: 'TEAM_MEMBER' }) });
    expect(within(container).queryByRole('button', { name: /Escolher/ })).toBeNull();
    expect(screen.getByText('Só o administrador da conta ou o corretor podem escolher uma opção.')).toBeTruthy();
  });

  it('draws in slices (a transition), not in one task, and answers once it is drawn', async () => {
    const container = document.body.appendChild(document.createElement('main'));
    const drawing = drawFirstScreen(container, { locale: PT, answers: ANSWERS, pathname: PATH });
    expect(container.childNodes).toHaveLength(0);
    drawn.push(await drawing);
    expect(container.querySelector('[data-screen="quote-compare"] h1')).toBeTruthy();
  });

  it.each([
    ['a broker (the quote link is a customer’s)', { '/v3/me': me({ broker: { id: 'b-1' } }) }, PATH],
    ['operations', { '/v3/me': me({ role: 'OPERATIONS' }) }, PATH],
    ['a list of another shape', { '/v3/quotes': { data: [] } }, PATH],
    ['the quotes’ answer missing', { '/v3/quotes': undefined }, PATH],
    ['an address that names no options (quote not found)', {}, '/dashboard/quotes/available/eno/f-404'],
    ['an address that names no group (page not found)', {}, '/dashboard/quotes/whatever/eno/f-1'],
    ['another page', {}, '/dashboard/index'],
  ])('refuses to draw for %s, and draws nothing', (_, changed, pathname) => {
    const container = document.body.appendChild(document.createElement('main'));
    expect(() => drawFirstScreen(container, { locale: PT, answers: { ...ANSWERS, ...changed }, pathname })).toThrow();
    expect(container.childNodes).toHaveLength(0);
  });
});

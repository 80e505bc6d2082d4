import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { policy, quote } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { Coverages } from './coverages';

afterEach(cleanup);
const items = (...list: unknown[]) => ({ body: { items: list } });
const card = async (name: RegExp) => screen.findByRole('article', { name });

describe('Coverages', () => {
  it('shows each product with where the account stands and its one next step', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(
        policy({ product: 'D_AND_O', status: 'ACTIVE' }),
        policy({ product: 'CYBER', status: 'EXPIRED' }),
      ),
      '/v3/quotes': items(quote({ product: 'E_AND_O', status: 'SEARCHING' })),
    });
    const { intlErrors } = renderScreen(<Coverages />, { api, path: '/dashboard/coverages' });
    const actions = (article: HTMLElement) =>
      within(article)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);

    const dno = await card(/^D&O/);
    expect(within(dno).getByText('Apólice vigente')).toBeTruthy();
    expect(actions(dno)).toEqual([['Ver apólice', '/dashboard/policies/home']]);
    expect(actions(await card(/^E&O/))).toEqual([['Ver cotações', '/dashboard/quotes/home']]);
    const cyber = await card(/cibernético/);
    expect(within(cyber).getByText('Disponível para subscrição')).toBeTruthy();
    expect(actions(cyber)).toEqual([['Solicitar cotação', '/ipaf/one-page']]);
    expect(intlErrors).toEqual([]);
  });

  it('says in plain language what each product covers', async () => {
    const { api } = fakeApi({ '/v3/policies': items(), '/v3/quotes': items() });
    renderScreen(<Coverages />, { api, path: '/dashboard/coverages' });

    expect(within(await card(/^D&O/)).getByText(/protege o patrimônio pessoal de diretores/i)).toBeTruthy();
    expect(within(await card(/^E&O/)).getByText(/um erro ou uma omissão no serviço/)).toBeTruthy();
    expect(within(await card(/cibernético/)).getByText(/vazamento de dados ou de um ataque/)).toBeTruthy();
  });

  it('says it in English and Spanish too', async () => {
    const { api } = fakeApi({ '/v3/policies': items(), '/v3/quotes': items() });
    renderScreen(<Coverages />, { api, path: '/dashboard/coverages', locale: { country: 'us', language: 'en' } });
    expect(within(await card(/^Cyber insurance/)).getByText(/a data breach or an attack/)).toBeTruthy();
    cleanup();
    renderScreen(<Coverages />, { api, path: '/dashboard/coverages', locale: { country: 'mx', language: 'es' } });
    expect(within(await card(/^E&O/)).getByText(/un error o una omisión en el servicio/)).toBeTruthy();
  });
});

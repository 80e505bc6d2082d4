import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { policy, quote } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { Coverages } from './coverages';

afterEach(cleanup);
const items = (...list: unknown[]) => ({ body: { items: list } });

describe('Coverages', () => {
  it('shows each product with where the account stands and the next step', async () => {
    const { api } = fakeApi({
      '/v3/policies': items(
        policy({ product: 'D_AND_O', status: 'ACTIVE' }),
        policy({ product: 'CYBER', status: 'EXPIRED' }),
      ),
      '/v3/quotes': items(quote({ product: 'E_AND_O', status: 'SEARCHING' })),
    });
    const { intlErrors } = renderScreen(<Coverages />, { api, path: '/dashboard/coverages' });
    const card = async (name: RegExp) => screen.findByRole('article', { name });
    expect(within(await card(/^D&O/)).getByText('Apólice vigente')).toBeTruthy();
    expect(
      within(await card(/^E&O/))
        .getByRole('link', { name: 'Ver cotações' })
        .getAttribute('href'),
    ).toBe('/dashboard/quotes/home');
    const cyber = await card(/cibernético/);
    expect(within(cyber).getByText('Disponível para subscrição')).toBeTruthy();
    expect(within(cyber).getByRole('link', { name: 'Solicitar cotação' }).getAttribute('href')).toBe('/ipaf/one-page');
    expect(intlErrors).toEqual([]);
  });
});

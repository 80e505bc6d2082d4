import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { policy } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PolicyDetail } from './policy-detail';

afterEach(cleanup);

const PATH = '/dashboard/policies/detail/:id';

describe('PolicyDetail', () => {
  it('loads the policy in the address and shows its validity and coverage', async () => {
    const { api, calls } = fakeApi({ '/v3/policies/{id}': { body: policy() } });
    const { intlErrors } = renderScreen(<PolicyDetail />, { api, path: PATH, url: '/dashboard/policies/detail/p-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Apólice DO-2024-0001' })).toBeTruthy();
    expect(calls).toEqual([{ path: '/v3/policies/{id}', params: { path: { id: 'p-1' } } }]);
    expect(screen.getByText('Vigente')).toBeTruthy();
    expect(screen.getByText('Seguradora Aurora')).toBeTruthy();
    expect(screen.getByText('1 de mar. de 2025')).toBeTruthy();
    expect(screen.getByText('R$ 5.000.000,00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comunicar sinistro' }).getAttribute('href')).toBe(
      '/dashboard/claims/create?policyId=p-1',
    );
    expect(intlErrors).toEqual([]);
  });

  it('shows a not-found state with a link back to the policies', async () => {
    const { api } = fakeApi({
      '/v3/policies/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    });
    renderScreen(<PolicyDetail />, { api, path: PATH, url: '/dashboard/policies/detail/nope' });

    expect(await screen.findByRole('heading', { name: 'Apólice não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para apólices' }).getAttribute('href')).toBe(
      '/dashboard/policies/home',
    );
  });

  it('shows loading while the policy is on its way', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<PolicyDetail />, { api, path: PATH, url: '/dashboard/policies/detail/p-1' });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});

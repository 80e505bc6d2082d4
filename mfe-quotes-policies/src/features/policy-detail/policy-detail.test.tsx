import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { invoice, policy } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { currentPurchaseStep } from '../../testing/purchase-step';
import { PolicyDetail } from './policy-detail';

afterEach(cleanup);

const PATH = '/dashboard/policies/detail/:id';

describe('PolicyDetail', () => {
  it('loads the policy in the address and shows its validity and coverage', async () => {
    const { api, calls } = fakeApi({
      '/v3/policies/{id}': { body: policy() },
      '/v3/policies/{id}/invoices': { body: { items: [] } },
    });
    const { intlErrors } = renderScreen(<PolicyDetail />, { api, path: PATH, url: '/dashboard/policies/detail/p-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Apólice DO-2024-0001' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/v3/policies/{id}', params: { path: { id: 'p-1' } } });
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

  it('lists the payments (invoice, due date, amount, status, download) and follows a payment live', async () => {
    let paid = false;
    const api = {
      GET: (path: string) => {
        // The renewal part of the page is proven in components/renewal-status.test.tsx.
        if (path === '/v3/policies/{id}/renewal')
          return Promise.resolve({ error: { code: 'NOT_FOUND' }, response: new Response(null, { status: 404 }) });
        const body =
          path === '/v3/policies/{id}'
            ? policy({ status: paid ? 'ACTIVE' : 'PENDING_INITIAL_PAYMENT' })
            : path === '/v3/policies/{id}/certificates'
              ? { items: [] }
              : {
                  items: [
                    invoice({ status: paid ? 'PAID' : 'IN_QUEUE' }),
                    invoice({
                      id: 'inv-2',
                      instalment: 2,
                      number: 'DO-2024-0001-02',
                      due_date: '2024-04-01',
                      status: 'LATE',
                    }),
                  ],
                };
        return Promise.resolve({ data: body, response: new Response(null, { status: 200 }) });
      },
    } as unknown as Parameters<typeof renderScreen>[1]['api'];
    const { eventBus, intlErrors } = renderScreen(<PolicyDetail />, {
      api,
      path: PATH,
      url: '/dashboard/policies/detail/p-1',
    });

    const table = await screen.findByRole('table', { name: 'Faturas da apólice' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('DO-2024-0001-01')).toBeTruthy();
    expect(within(rows[1]!).getByText('R$ 3.221,40')).toBeTruthy();
    // IN_QUEUE is shown as pending.
    expect(within(rows[1]!).getByText('Pendente')).toBeTruthy();
    expect(within(rows[2]!).getByText('Em atraso').closest('.ui-badge')?.className).toContain('ui-badge--danger');
    expect(within(rows[2]!).getByRole('button', { name: 'Baixar a fatura DO-2024-0001-02 (PDF)' })).toBeTruthy();
    expect(screen.getByText('Aguardando primeiro pagamento')).toBeTruthy();
    expect(currentPurchaseStep()).toBe('Pagamento');

    paid = true;
    act(() => eventBus.emit('live:update', { topic: 'payments', id: 'p-1' }));
    await waitFor(() => expect(within(table).getByText('Paga')).toBeTruthy());
    expect(await screen.findByText('Vigente')).toBeTruthy();
    expect(currentPurchaseStep()).toBeUndefined();
    expect(intlErrors).toEqual([]);
  });

  it('counts a policy paid before its start as paid on the purchase path', async () => {
    const { api } = fakeApi({
      '/v3/policies/{id}': { body: policy({ status: 'CREATED' }) },
      '/v3/policies/{id}/invoices': { body: { items: [invoice({ status: 'PAID' })] } },
    });
    renderScreen(<PolicyDetail />, { api, path: PATH, url: '/dashboard/policies/detail/p-1' });
    await screen.findByRole('table', { name: 'Faturas da apólice' });
    const steps = within(screen.getByRole('list', { name: 'Etapas até a apólice' })).getAllByRole('listitem');
    expect(steps.map((step) => step.className.includes('done'))).toEqual([true, true, true, true, true]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PreviousForms } from './previous-forms';

afterEach(cleanup);

const PATH = '/ipaf/prev';

const form = (id: string, status: string, products: string[]) => ({
  id,
  status,
  products,
  version: 3,
  updated_at: '2024-05-10T12:00:00.000Z',
});

describe('PreviousForms', () => {
  it('shows pending review as in progress and closed as completed, never the raw status', async () => {
    const { api } = fakeApi({
      '/v3/application-forms': {
        body: { items: [form('f-review', 'PENDING_REVIEW', ['D_AND_O']), form('f-closed', 'CLOSED', ['CYBER'])] },
      },
    });
    const { intlErrors } = renderScreen(<PreviousForms />, { api, path: PATH });

    const table = await screen.findByRole('table', { name: 'Meus questionários' });
    const [, review, closed] = within(table).getAllByRole('row');
    expect(within(review!).getByText('Em andamento')).toBeTruthy();
    expect(within(review!).getByText('10 de mai. de 2024')).toBeTruthy();
    expect(within(closed!).getByText('Concluído')).toBeTruthy();
    expect(within(closed!).getByText('Nenhuma ação pendente')).toBeTruthy();
    expect(screen.queryByText('PENDING_REVIEW')).toBeNull();
    expect(screen.queryByText('CLOSED')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('offers to continue an open questionnaire in the one-page form', async () => {
    const { api } = fakeApi({
      '/v3/application-forms': { body: { items: [form('f-1', 'IPAF_IN_PROGRESS', ['D_AND_O', 'E_AND_O'])] } },
    });
    renderScreen(<PreviousForms />, { api, path: PATH });

    const link = await screen.findByRole('link', { name: /^Continuar/ });
    expect(link.getAttribute('href')).toBe('/ipaf/one-page?user_form_id=f-1');
  });

  it('invites to start a questionnaire when there is none', async () => {
    const { api } = fakeApi({ '/v3/application-forms': { body: { items: [] } } });
    renderScreen(<PreviousForms />, { api, path: PATH });

    expect(await screen.findByRole('heading', { name: 'Você ainda não começou um questionário' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar questionário' }).getAttribute('href')).toBe('/ipaf/one-page');
  });

  it('shows loading, then the catalogue text of a failure with a retry', async () => {
    const pending = fakeApi({}, { pending: true });
    renderScreen(<PreviousForms />, { api: pending.api, path: PATH });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    cleanup();

    const { api } = fakeApi({
      '/v3/application-forms': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    renderScreen(<PreviousForms />, { api, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Você não tem permissão para acessar estes dados.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('PreviousForms live updates', () => {
  it('refreshes the list by itself when a questionnaire is saved elsewhere, and only then', async () => {
    let products = ['D_AND_O'];
    const answers = {
      '/v3/application-forms': {
        get body() {
          return { items: [{ ...form('f-1', 'IPAF_IN_PROGRESS', products), version: 3 }] };
        },
      },
    };
    const { api, calls } = fakeApi(answers);
    const { eventBus } = renderScreen(<PreviousForms />, { api, path: PATH });
    await screen.findByRole('table', { name: 'Meus questionários' });
    const reads = () => calls.filter((call) => call.path === '/v3/application-forms').length;
    expect(reads()).toBe(1);

    act(() => eventBus.emit('live:update', { topic: 'quote', id: 'q-1', version: 9 }));
    expect(reads()).toBe(1);
    expect(screen.queryAllByText(/E&O – Responsabilidade profissional/)).toEqual([]);

    products = ['D_AND_O', 'E_AND_O'];
    act(() => eventBus.emit('live:update', { topic: 'application-form', id: 'f-1', version: 4 }));
    expect((await screen.findAllByText(/E&O – Responsabilidade profissional/)).length).toBeGreaterThan(0);
    expect(reads()).toBe(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE } from '@platform/domain';
import { fakeApi, renderScreen } from '@platform/remote-kit/testing';
import { deskMessages } from '../../desk-messages';
import { messages } from '../../messages';
import { deskCase } from '../../testing/desk-data';
import { UnderwritingQueue } from './underwriting-queue';
import { chooseOption } from '@platform/remote-kit/testing';

afterEach(cleanup);

const PATH = '/ops/underwriting';
const all = {
  pt: { ...messages.pt, ...deskMessages.pt },
  en: { ...messages.en, ...deskMessages.en },
  es: { ...messages.es, ...deskMessages.es },
};

describe('UnderwritingQueue', () => {
  it('lists referred cases with company, products, reasons, received date and the days left', async () => {
    const { api } = fakeApi({
      '/v3/operations/underwriting': {
        body: {
          items: [
            deskCase({ id: 'late', company: 'Atrasada SA', country: 'us', currency: 'USD' }, 27),
            deskCase({}, 2),
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<UnderwritingQueue />, { api, path: PATH, messages: all });

    const table = await screen.findByRole('table', { name: 'Propostas na mesa de subscrição' });
    const link = within(table).getByRole('link', { name: 'Acme Tecnologia Ltda' });
    expect(link.getAttribute('href')).toBe('/ops/underwriting/case-1');
    // Each company's country and the currency its options are in (issue 28).
    expect(within(table).getByText('Estados Unidos · USD')).toBeTruthy();
    expect(within(table).getByText('Brasil · BRL')).toBeTruthy();
    expect(within(table).getAllByText('Sem backups')).toHaveLength(2);
    expect(within(table).getAllByText('Incidentes anteriores')).toHaveLength(2);
    // Only the referred product is listed, not the one the engine already declined.
    expect(within(table).getAllByText('Cibernético')).toHaveLength(2);
    expect(within(table).queryByText(/D&O/)).toBeNull();
    expect(within(table).getByText('faltam 23 dias')).toBeTruthy();
    const overdue = within(table).getByText('vencida há 2 dias');
    expect(overdue.closest('.ui-badge')?.className).toContain('ui-badge--danger');
    expect(intlErrors).toEqual([]);
  });

  it('filters by product and status through the API', async () => {
    const { api, calls } = fakeApi({ '/v3/operations/underwriting': { body: { items: [deskCase()] } } });
    renderScreen(<UnderwritingQueue />, { api, path: PATH, messages: all });
    await screen.findByRole('table');
    await chooseOption('Produto', 'Seguro cibernético');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ query: { status: 'REFERRED', product: 'CYBER' } }));
    await chooseOption('Situação', 'Decididas');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ query: { status: 'DECIDED', product: 'CYBER' } }));
  });

  it('says when nobody is waiting, in the user’s language', async () => {
    const { api } = fakeApi({ '/v3/operations/underwriting': { body: { items: [] } } });
    renderScreen(<UnderwritingQueue />, {
      api,
      path: PATH,
      messages: all,
      locale: { ...DEFAULT_LOCALE, language: 'es' },
    });
    expect(await screen.findByRole('heading', { name: 'Ninguna propuesta en espera' })).toBeTruthy();
  });

  it('shows the catalogue error when the API refuses', async () => {
    const { api } = fakeApi({
      '/v3/operations/underwriting': { status: 403, body: { code: 'FORBIDDEN', message: 'no' } },
    });
    renderScreen(<UnderwritingQueue />, { api, path: PATH, messages: all });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

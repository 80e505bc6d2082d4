import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuestionnaireSuccess } from './success';

afterEach(cleanup);

const PATH = '/ipaf/success';
const finished = (status: string) => ({
  '/v3/application-forms/{id}': {
    body: { id: 'f-1', status, finished_at: '2026-11-01T12:00:00.000Z', answers: {}, version: 3 },
  },
});

describe('QuestionnaireSuccess', () => {
  it('says the quotes are ready, with the way to them, when the engine quoted at once', async () => {
    const { api } = fakeApi(finished('QUOTE_READY'));
    const { intlErrors } = renderScreen(<QuestionnaireSuccess />, { api, path: PATH, url: `${PATH}?user_form_id=f-1` });
    expect(await screen.findByText('Suas cotações estão prontas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver as cotações' }).getAttribute('href')).toBe('/dashboard/quotes/home');
    expect(screen.queryByText(/10 a 15/)).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('shows where the company is on the way to a policy: at the quote, the first of five steps', async () => {
    const { api } = fakeApi(finished('QUOTE_READY'));
    renderScreen(<QuestionnaireSuccess />, { api, path: PATH, url: `${PATH}?user_form_id=f-1` });
    const steps = within(await screen.findByRole('list', { name: 'Etapas até a apólice' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\d/, ''))).toEqual([
      'Cotação',
      'Contratação',
      'Assinatura',
      'Apólice emitida',
      'Pagamento',
    ]);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('says a referred case is with underwriting, and the legal deadline for its answer', async () => {
    const { api } = fakeApi(finished('QUOTING'));
    renderScreen(<QuestionnaireSuccess />, { api, path: PATH, url: `${PATH}?user_form_id=f-1` });
    expect(await screen.findByText('Enviado para a análise da subscrição')).toBeTruthy();
    // Lei 15.040/2024: 25 days from the proposal received on 1 November 2026.
    expect(screen.getAllByText(/26 de nov\. de 2026/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Ver as cotações' })).toBeNull();
    expect(screen.queryByText(/10 a 15/)).toBeNull();
  });

  it('says both when one product is quoted and another is with underwriting', async () => {
    const { api } = fakeApi({
      ...finished('QUOTE_READY'),
      '/v3/quotes': {
        body: {
          items: [
            { id: 'q-1', application_form_id: 'f-1', status: 'AVAILABLE' },
            { id: 'q-2', application_form_id: 'f-1', status: 'SEARCHING' },
          ],
          declined: [],
        },
      },
    });
    renderScreen(<QuestionnaireSuccess />, { api, path: PATH, url: `${PATH}?user_form_id=f-1` });
    expect(await screen.findByText('Outro seguro pedido foi enviado para a análise da subscrição')).toBeTruthy();
    expect(screen.getByText('Suas cotações estão prontas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver as cotações' })).toBeTruthy();
  });
});

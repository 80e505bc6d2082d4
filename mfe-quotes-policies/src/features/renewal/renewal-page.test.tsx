import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import type { PolicyRenewal } from '../../lib/policy-renewal';
import { RenewalPage } from './renewal-page';

afterEach(cleanup);

const PATH = '/flows/renewal';
const renewal = (overrides: Partial<PolicyRenewal> = {}): PolicyRenewal => ({
  policy_id: 'p-1',
  product: 'CYBER',
  policy_number: 'CY-2025-0001',
  expiry_date: '2027-01-24',
  state: 'OPEN',
  days_to_expiry: 60,
  opens_on: '2026-10-26',
  start_date: '2027-01-24',
  retroactive_date: '2019-04-01',
  form_id: null,
  form_status: null,
  notices: [],
  ...overrides,
});

/** GET answers the renewal; POST answers `started` (or refuses with `refusal`), and is recorded. */
function renewalApi(refusal?: string) {
  const posts: unknown[] = [];
  const api = {
    GET: () => Promise.resolve({ data: renewal(), response: new Response(null, { status: 200 }) }),
    POST: (_path: string, init: { body: { replace: boolean } }) => {
      posts.push(init.body);
      if (refusal && !init.body.replace)
        return Promise.resolve({
          error: { code: refusal, message: refusal },
          response: new Response(null, { status: 409 }),
        });
      return Promise.resolve({
        data: renewal({ state: 'IN_PROGRESS', form_id: 'f-9', form_status: 'IPAF_IN_PROGRESS' }),
        response: new Response(null, { status: 200 }),
      });
    },
  } as unknown as ApiClient;
  return { api, posts };
}

describe('RenewalPage (flows/renewal)', () => {
  it('introduces the renewal with what it keeps and opens last year’s questionnaire', async () => {
    const { api, posts } = renewalApi();
    const { intlErrors } = renderScreen(<RenewalPage />, { api, path: PATH, url: `${PATH}?policy_id=p-1` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Renovar a apólice CY-2025-0001' })).toBeTruthy();
    expect(screen.getByText('Aberta')).toBeTruthy();
    expect(screen.getByText('1 de abr. de 2019')).toBeTruthy();
    expect(screen.getAllByText('24 de jan. de 2027').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Revisar as respostas do ano passado' }));
    await waitFor(() => expect(posts).toEqual([{ replace: false }]));
    expect(intlErrors).toEqual([]);
  });

  it('asks before replacing another questionnaire in progress, in the catalogue’s words', async () => {
    const { api, posts } = renewalApi('FORM_IN_PROGRESS');
    renderScreen(<RenewalPage />, { api, path: PATH, url: `${PATH}?policy_id=p-1` });

    fireEvent.click(await screen.findByRole('button', { name: 'Revisar as respostas do ano passado' }));
    expect(await screen.findByText(/Já há um questionário em andamento/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Substituir e renovar' }));
    await waitFor(() => expect(posts).toEqual([{ replace: false }, { replace: true }]));
  });

  it('shows a refusal such as a renewal not open yet on the page', async () => {
    const { api } = renewalApi('RENEWAL_NOT_OPEN');
    renderScreen(<RenewalPage />, { api, path: PATH, url: `${PATH}?policy_id=p-1` });
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar as respostas do ano passado' }));
    expect(await screen.findByText(/a renovação abre 90 dias antes/)).toBeTruthy();
  });

  it('says which policy is missing without one in the address, or for an unknown one', async () => {
    renderScreen(<RenewalPage />, { api: fakeApi({}).api, path: PATH });
    expect(screen.getByRole('heading', { name: 'Qual apólice renovar?' })).toBeTruthy();
    cleanup();
    const { api } = fakeApi({
      '/v3/policies/{id}/renewal': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<RenewalPage />, { api, path: PATH, url: `${PATH}?policy_id=nope` });
    expect(await screen.findByRole('heading', { name: 'Qual apólice renovar?' })).toBeTruthy();
  });

  it('shows loading, then the error with a retry', async () => {
    renderScreen(<RenewalPage />, {
      api: fakeApi({}, { pending: true }).api,
      path: PATH,
      url: `${PATH}?policy_id=p-1`,
    });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    cleanup();
    const { api } = fakeApi({
      '/v3/policies/{id}/renewal': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderScreen(<RenewalPage />, { api, path: PATH, url: `${PATH}?policy_id=p-1` });
    expect(await screen.findByRole('button', { name: /Tentar novamente/ })).toBeTruthy();
  });
});

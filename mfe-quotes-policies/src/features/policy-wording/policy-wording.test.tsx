import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PolicyWording } from './policy-wording';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wording = (overrides: Record<string, unknown> = {}) => ({
  id: 'p-1',
  policy_number: 'CY-2026-000900',
  product: 'CYBER',
  status: 'ACTIVE',
  insurer: 'Seguradora Aurora',
  insured_name: 'Demo Tecnologia Ltda',
  effective_date: '2026-03-01',
  expiry_date: '2027-03-01',
  coverage_limit: '1000000.00',
  currency: 'BRL',
  retention: 'R_25K',
  terms: {
    coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
    sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.25, amount: '250000.00' }],
    exclusions: ['WAR_AND_TERRORISM'],
    subjectivities: [{ code: 'MFA_EVIDENCE', due: 'AFTER_BINDING' }],
    territorial_scope: 'WORLDWIDE',
    retroactive_date: null,
    insurance_code: '15414.900123/2026-11',
  },
  signed_proposal: {
    checkout_id: 'c0ffee00-0000-4000-8000-000000000001',
    signed_at: '2026-02-20T14:00:00Z',
    signed_name: 'Sílvia Assinante',
    document_sha256: 'ab'.repeat(32),
  },
  ...overrides,
});

const PATH = '/dashboard/policies/detail/:id/more-info';

describe('PolicyWording', () => {
  it('shows the terms the policy was bound on: coverages with sublimits, exclusions, retention, scope, SUSEP code, conditions', async () => {
    const { api, calls } = fakeApi({ '/v3/policies/{id}/wording': { body: wording() } });
    const { intlErrors } = renderScreen(<PolicyWording />, {
      api,
      path: PATH,
      url: '/dashboard/policies/detail/p-1/more-info',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Condições da apólice CY-2026-000900' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/v3/policies/{id}/wording', params: { path: { id: 'p-1' } } });
    expect(screen.getByText('Demo Tecnologia Ltda')).toBeTruthy();
    expect(screen.getByText(/Sublimite de R\$ 250\.000,00|R\$ 250\.000,00/)).toBeTruthy();
    expect(screen.getByText('R$ 25.000,00')).toBeTruthy();
    expect(screen.getByText('Mundial')).toBeTruthy();
    expect(screen.getByText('15414.900123/2026-11')).toBeTruthy();
    expect(screen.getByText('Sem limite: atos anteriores cobertos')).toBeTruthy();
    expect(screen.getByText(/Depois da contratação/)).toBeTruthy();
    expect(screen.getByText('Sílvia Assinante')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a apólice' }).getAttribute('href')).toBe(
      '/dashboard/policies/detail/p-1',
    );
    expect(intlErrors).toEqual([]);
  });

  it('names the regulator of the policy’s country beside the product’s registration: CNSF for a policy in pesos', async () => {
    const { api } = fakeApi({
      '/v3/policies/{id}/wording': { body: wording({ currency: 'MXN' }) },
    });
    renderScreen(<PolicyWording />, {
      api,
      path: PATH,
      url: '/dashboard/policies/detail/p-1/more-info',
      locale: { country: 'mx', language: 'es' },
    });
    expect(await screen.findByText('Registro CNSF')).toBeTruthy();
    expect(screen.queryByText(/SUSEP/)).toBeNull();
  });

  it('downloads the signed proposal of the policy’s checkout', async () => {
    const blob = new Blob(['%PDF-1.4 signed']);
    const GET = vi.fn((path: string) =>
      Promise.resolve(
        path === '/v3/policies/{id}/wording'
          ? { data: wording(), response: new Response(null, { status: 200 }) }
          : { data: blob, response: new Response(null, { status: 200 }) },
      ),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    renderScreen(<PolicyWording />, {
      api: { GET } as never,
      path: PATH,
      url: '/dashboard/policies/detail/p-1/more-info',
    });

    const button = await screen.findByRole('button', { name: 'Baixar a proposta assinada (PDF)' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(created).toHaveBeenCalledWith(blob));
    expect(GET).toHaveBeenCalledWith('/v3/checkouts/{id}/signed-document', {
      params: { path: { id: 'c0ffee00-0000-4000-8000-000000000001' } },
      parseAs: 'blob',
    });
  });

  it('says so when the policy has no recorded terms or signed proposal (recorded before the platform sold it)', async () => {
    const { api } = fakeApi({ '/v3/policies/{id}/wording': { body: wording({ terms: null, signed_proposal: null }) } });
    renderScreen(<PolicyWording />, { api, path: PATH, url: '/dashboard/policies/detail/p-1/more-info' });

    expect(await screen.findByText('Termos detalhados com a seguradora')).toBeTruthy();
    expect(screen.getByText('Esta apólice não tem proposta assinada na plataforma.')).toBeTruthy();
  });

  it('takes the policy from :policyId on the broker’s route, with the way back to the broker’s policy page', async () => {
    const { api, calls } = fakeApi({ '/v3/policies/{id}/wording': { body: wording() } });
    renderScreen(<PolicyWording />, {
      api,
      path: '/broker/company/:id/policies/:policyId/more-detail',
      url: '/broker/company/acc-9/policies/p-1/more-detail',
    });
    expect(await screen.findByRole('link', { name: 'Voltar para a apólice' })).toBeTruthy();
    expect(calls[0]!.params).toEqual({ path: { id: 'p-1' } });
    expect(screen.getByRole('link', { name: 'Voltar para a apólice' }).getAttribute('href')).toBe(
      '/broker/company/acc-9/policies/p-1/detail',
    );
  });

  it('shows not-found for another account’s policy, and loading meanwhile', async () => {
    const { api } = fakeApi({
      '/v3/policies/{id}/wording': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<PolicyWording />, { api, path: PATH, url: '/dashboard/policies/detail/nope/more-info' });
    expect(await screen.findByRole('heading', { name: 'Apólice não encontrada' })).toBeTruthy();
    cleanup();
    renderScreen(<PolicyWording />, {
      api: fakeApi({}, { pending: true }).api,
      path: PATH,
      url: '/dashboard/policies/detail/p-1/more-info',
    });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});

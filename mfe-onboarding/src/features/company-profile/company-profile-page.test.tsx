import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, optionTexts } from '@platform/remote-kit/testing';
import { renderAccountScreen } from '../../testing/render-account-screen';
import { CompanyProfilePage } from './company-profile-page';

afterEach(cleanup);

const PROFILE = {
  account_id: 'a-1',
  kind: 'company',
  country: 'br',
  tax_id_type: 'CNPJ',
  tax_id: '16727230000197',
  name: 'Demo',
  legal_name: 'Demo Tecnologia Ltda',
  websites: ['https://demo.example/'],
  no_website: false,
  total_employees: 48,
  capital_raised: null,
  financing_obtained: null,
  annual_revenue_band: null,
  activity: null,
  main_domain: null,
  start_of_operations: null,
  address: { street: 'Rua A', number: '1', detail: '', neighborhood: '', city: 'São Paulo', state: 'SP', zip_code: '' },
  billing_email: null,
  owner_email: 'cliente@demo.local',
  version: 3,
  billing_email_version: 7,
};

function setup(canEdit: boolean, profile: Record<string, unknown> = PROFILE) {
  const { api } = fakeApi({ '/v3/accounts/{accountId}/profile': { body: { ...profile, can_edit: canEdit } } });
  const put = vi.fn();
  const view = renderAccountScreen(<CompanyProfilePage />, {
    api: { ...api, PUT: put } as unknown as ApiClient,
    path: '/dashboard/profile',
    role: canEdit ? 'ACCOUNT_ADMIN' : 'TEAM_MEMBER',
  });
  return { ...view, put };
}

describe('CompanyProfilePage', () => {
  it("offers the revenue bands and asks the capital in the company's currency: a Mexican company's in pesos, read in pt", async () => {
    const { intlErrors } = setup(true, { ...PROFILE, country: 'mx', tax_id_type: 'RFC', tax_id: 'DEM010101AB1' });
    const bands = await optionTexts('Faturamento anual');
    expect(bands.map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Não informado',
      'Até MX$ 875.000',
      'De MX$ 875.000 a MX$ 3.500.000',
      'De MX$ 3.500.000 a MX$ 17.500.000',
      'Mais de MX$ 17.500.000',
    ]);
    expect(screen.getByLabelText('Capital captado (MXN)')).toBeTruthy();
    expect(screen.queryByText(/R\$/)).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('shows the tax id masked and read-only, and the billing rule', async () => {
    const { intlErrors } = setup(true);
    expect(await screen.findByText('16.727.230/0001-97')).toBeTruthy();
    expect(
      screen.getByText(
        'Sem um e-mail de cobrança, somente o titular da apólice (cliente@demo.local) recebe os e-mails de pagamento.',
      ),
    ).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('refuses an invalid website with INVALID_URL before sending, and keeps what was typed', async () => {
    const { put } = setup(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar outra URL' }));
    await userEvent.type(screen.getByLabelText('Site 2'), 'not a url');
    await userEvent.clear(screen.getByLabelText('Cidade'));
    await userEvent.type(screen.getByLabelText('Cidade'), 'Campinas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(screen.getAllByText('URL inválida.').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Site 2') as HTMLInputElement).value).toBe('not a url');
    expect((screen.getByLabelText('Cidade') as HTMLInputElement).value).toBe('Campinas');
    expect(put).not.toHaveBeenCalled();
  });

  it('sends the billing e-mail with its version, and shows a STALE_VERSION refusal like the company form does, keeping what was typed', async () => {
    const { put } = setup(true);
    const stale = () =>
      Promise.resolve({
        error: {
          code: 'STALE_VERSION',
          message: 'x',
          current: { ...PROFILE, billing_email: 'outro@demo.example', billing_email_version: 8 },
        },
        response: new Response(null, { status: 409 }),
      });
    put.mockImplementation(stale);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail de cobrança' }), 'financeiro@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e-mail de cobrança' }));
    const billing = screen.getByRole('form', { name: 'E-mail de cobrança' });
    const alert = await within(billing).findByRole('alert');
    expect(put).toHaveBeenCalledWith(
      '/v3/accounts/{accountId}/billing-email',
      expect.objectContaining({ body: { billing_email: 'financeiro@demo.example', version: 7 } }),
    );
    expect(alert.textContent).toBe('Outra pessoa alterou estes dados. Recarregue para ver a versão atual.');
    expect((screen.getByRole('textbox', { name: 'E-mail de cobrança' }) as HTMLInputElement).value).toBe(
      'financeiro@demo.example',
    );

    // The company form shows its own stale refusal with the same catalogue text in the same place.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    const company = screen.getByRole('form', { name: /empresa/i });
    expect((await within(company).findByRole('alert')).textContent).toBe(alert.textContent);
    expect(put).toHaveBeenLastCalledWith(
      '/v3/accounts/{accountId}/profile',
      expect.objectContaining({ body: expect.objectContaining({ version: 3 }) }),
    );
  });

  it('lets a team member read but not save', async () => {
    setup(false);
    expect(await screen.findByText('Somente o administrador da conta pode alterar estes dados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar perfil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar e-mail de cobrança' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { BrokerEditProfilePage } from './edit-profile-page';

afterEach(cleanup);

const profile = {
  bank_data: {
    bank_code: '341',
    branch: '0001',
    account_number: '12345-6',
    account_type: 'CHECKING',
    holder_name: 'Costa Corretora',
    holder_tax_id: '11222333000181',
  },
  tax_registry: { tax_regime: 'SIMPLES_NACIONAL', municipal_registration: null, iss_withheld: false },
  version: 4,
};
const commissionRates = {
  min: 0.05,
  max: 0.3,
  default_rate: 0.2,
  items: [
    { product: 'D_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'E_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'CYBER', rate: 0.175, effective_rate: 0.175, version: 1, updated_at: null },
  ],
};
const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });

function profileApi(getStatus = 200) {
  const GET = vi.fn((path: string) =>
    getStatus === 200
      ? ok(path === '/v3/broker/commission-rates' ? commissionRates : profile)
      : Promise.resolve({
          error: { code: 'BROKER_PENDING_APPROVAL', message: 'x' },
          response: new Response(null, { status: getStatus }),
        }),
  );
  const PUT = vi.fn((_path: string, init: { body: { version: number } }) =>
    ok({ ...profile, ...init.body, version: init.body.version + 1 }),
  );
  return { api: { GET, PUT } as unknown as ApiClient, PUT };
}

describe('BrokerEditProfilePage', () => {
  it('shows the saved bank details and sends only the bank section when it is saved', async () => {
    const { api, PUT } = profileApi();
    const { intlErrors } = renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    const bank = await screen.findByRole('form', { name: 'Dados bancários' });
    expect((within(bank).getByLabelText(/^Conta( \*)?$/) as HTMLInputElement).value).toBe('12345-6');
    fireEvent.change(within(bank).getByLabelText(/^Conta( \*)?$/), { target: { value: '99999-1' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() =>
      expect(PUT).toHaveBeenCalledWith('/v3/broker/profile', {
        body: { bank_data: expect.objectContaining({ account_number: '99999-1', bank_code: '341' }), version: 4 },
      }),
    );
    expect(intlErrors).toEqual([]);
  });

  it('sends the version the last save answered, so saving the second section is not refused as stale', async () => {
    const { api, PUT } = profileApi();
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    const bank = await screen.findByRole('form', { name: 'Dados bancários' });
    fireEvent.click(within(bank).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(PUT).toHaveBeenCalledTimes(1));
    await act(() => PUT.mock.results[0]!.value);
    const tax = screen.getByRole('form', { name: /tribut/i });
    fireEvent.click(within(tax).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() =>
      expect(PUT).toHaveBeenLastCalledWith('/v3/broker/profile', {
        body: expect.objectContaining({ tax_registry: expect.any(Object), version: 5 }),
      }),
    );
  });

  it('shows a STALE_VERSION refusal as the form error, and keeps what was typed', async () => {
    const { api, PUT } = profileApi();
    PUT.mockImplementationOnce(
      () =>
        Promise.resolve({
          error: { code: 'STALE_VERSION', message: 'x', current: { ...profile, version: 5 } },
          response: new Response(null, { status: 409 }),
        }) as never,
    );
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    const bank = await screen.findByRole('form', { name: 'Dados bancários' });
    fireEvent.change(within(bank).getByLabelText(/^Conta( \*)?$/), { target: { value: '77777-7' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Salvar' }));
    expect((await within(bank).findByRole('alert')).textContent).toBe(
      'Outra pessoa alterou estes dados. Recarregue para ver a versão atual.',
    );
    expect((within(bank).getByLabelText(/^Conta( \*)?$/) as HTMLInputElement).value).toBe('77777-7');
  });

  it('refuses a wrong bank code before sending and keeps the other fields', async () => {
    const { api, PUT } = profileApi();
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    const bank = await screen.findByRole('form', { name: 'Dados bancários' });
    fireEvent.change(within(bank).getByLabelText(/^Código do banco/), { target: { value: '34' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Salvar' }));
    expect(await within(bank).findByText('Verifique o formato deste campo')).toBeTruthy();
    expect(PUT).not.toHaveBeenCalled();
    expect((within(bank).getByLabelText(/^Titular da conta/) as HTMLInputElement).value).toBe('Costa Corretora');
  });

  it('shows the commission per product operations negotiated, and the default for the others', async () => {
    const { api } = profileApi();
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    const table = await screen.findByRole('table', { name: 'Comissões' });
    expect(within(table).getByRole('row', { name: /Cyber 17,5\s?% \(negociada\)/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /D&O 20\s?% \(padrão\)/ })).toBeTruthy();
  });

  it('says the brokerage is pending approval instead of showing the form', async () => {
    const { api } = profileApi(403);
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    expect(await screen.findByText(/pendente|análise/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

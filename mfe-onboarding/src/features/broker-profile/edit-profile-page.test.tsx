import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { renderScreen } from '@platform/remote-kit/testing';
import { messages } from '../../messages';
import { BrokerEditProfilePage } from './edit-profile-page';

afterEach(cleanup);

const profile = {
  bank_data: { bank_code: '341', branch: '0001', account_number: '12345-6', account_type: 'CHECKING', holder_name: 'Costa Corretora', holder_tax_id: '11222333000181' },
  tax_registry: { tax_regime: 'SIMPLES_NACIONAL', municipal_registration: null, iss_withheld: false },
};
const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });

function profileApi(getStatus = 200) {
  const GET = vi.fn(() =>
    getStatus === 200 ? ok(profile) : Promise.resolve({ error: { code: 'BROKER_PENDING_APPROVAL', message: 'x' }, response: new Response(null, { status: getStatus }) }),
  );
  const PUT = vi.fn((_path: string, init: { body: unknown }) => ok({ ...profile, ...(init.body as object) }));
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
    await vi.waitFor(() => expect(PUT).toHaveBeenCalledWith('/v3/broker/profile', { body: { bank_data: expect.objectContaining({ account_number: '99999-1', bank_code: '341' }) } }));
    expect(intlErrors).toEqual([]);
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

  it('says the brokerage is pending approval instead of showing the form', async () => {
    const { api } = profileApi(403);
    renderScreen(<BrokerEditProfilePage />, { api, messages, path: '/broker/edit-profile' });
    expect(await screen.findByText(/pendente|análise/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

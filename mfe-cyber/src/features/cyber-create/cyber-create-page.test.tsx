import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { optionTexts, selectedValue } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CyberCreatePage } from './cyber-create-page';

afterEach(cleanup);

const COMPANY = { id: 'acc-1', legal_name: 'Demo', user_kam: null, owner_email: null, payment_email: null };
const PROFILE = {
  main_domain: 'demo-tecnologia.example',
  total_employees: 48,
  annual_revenue_band: 'FROM_1M_TO_5M',
  activity: 'PAYMENT_PROCESSING',
};

function setup(
  post = vi.fn().mockResolvedValue({ data: { id: 'req-1' }, response: new Response(null) }),
  profile: Record<string, unknown> = PROFILE,
) {
  const { api } = fakeApi({ '/v3/accounts/{accountId}/profile': { body: profile } });
  const client = { ...api, POST: post } as unknown as ApiClient;
  const view = renderScreen(<CyberCreatePage />, { api: client, path: '/dashboard/cyber/create', company: COMPANY });
  return { ...view, post };
}

describe('CyberCreatePage', () => {
  it("offers the revenue bands in the company's currency: a Mexican company's in pesos, read in pt", async () => {
    const { intlErrors } = setup(undefined, { ...PROFILE, country: 'mx' });
    const bands = await optionTexts(/Faturamento do último ano/);
    expect(bands.map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Selecione',
      'Até MX$ 875.000',
      'De MX$ 875.000 a MX$ 3.500.000',
      'De MX$ 3.500.000 a MX$ 17.500.000',
      'Mais de MX$ 17.500.000',
    ]);
    expect(intlErrors).toEqual([]);
  });

  it('prefills the request from the company profile, the activity folded into the four', async () => {
    const { intlErrors } = setup();
    const domain = await screen.findByRole('textbox', { name: /Domínio principal/ });
    expect((domain as HTMLInputElement).value).toBe('demo-tecnologia.example');
    expect((screen.getByRole('spinbutton', { name: /Número de funcionários/ }) as HTMLInputElement).value).toBe('48');
    expect(selectedValue(screen.getByRole('combobox', { name: /Atividade da empresa/ }))).toBe('FINANCIAL_SERVICES');
    expect(selectedValue(screen.getByRole('combobox', { name: /Faturamento do último ano/ }))).toBe('FROM_1M_TO_5M');
    expect((screen.getByRole('radio', { name: /Lite/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Agendar uma reunião' }).getAttribute('href')).toBe(
      '/dashboard/schedule-meeting',
    );
    expect(intlErrors).toEqual([]);
  });

  it('offers each plan by its assessment and, for Plus, its custom price, from the plan data', async () => {
    setup();
    await screen.findByRole('textbox', { name: /Domínio principal/ });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['LITE', 'PLUS']);
    expect(screen.getByRole('radio', { name: /^Lite\s*Avaliação de vulnerabilidades trimestral$/ })).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /^Plus\s*Avaliação de vulnerabilidades mensal · Sob consulta$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Plano' })).toBeTruthy();
  });

  it('refuses an empty domain and employee count before sending (spec section 5)', async () => {
    const { post } = setup();
    const domain = await screen.findByRole('textbox', { name: /Domínio principal/ });
    await userEvent.clear(domain);
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Número de funcionários/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the request with the plan chosen', async () => {
    const { post } = setup();
    await screen.findByRole('textbox', { name: /Domínio principal/ });
    await userEvent.click(screen.getByRole('radio', { name: /Plus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![0]).toBe('/v3/cyber/requests');
    expect(post.mock.calls[0]![1].body).toEqual({
      plan: 'PLUS',
      main_domain: 'demo-tecnologia.example',
      activity: 'FINANCIAL_SERVICES',
      employees: 48,
      revenue_band: 'FROM_1M_TO_5M',
    });
  });
});

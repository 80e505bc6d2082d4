import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { chooseOption, optionTexts, renderScreen } from '@platform/remote-kit/testing';
import { readProspectDraft } from '@platform/remote-contract/prospect-draft';
import { allMessages as messages } from '../../testing/all-messages';
import { fakeAccountsApi } from '../../testing/fake-accounts-api';
import { PreApplicationPage } from './pre-application-page';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const PATH = '/public-onboarding/pre-application';

function checkApi(answer: { status: number; body: unknown }) {
  const { api, calls } = fakeAccountsApi({ 'POST /v3/accounts/sign-up/tax-id-check': answer });
  return { api, posts: () => calls.filter((call) => call.method === 'POST').map((call) => call.init?.body) };
}

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Número do CNPJ/), '45723174000110');
  await user.click(screen.getByLabelText(/Seguro cibernético/));
  await chooseOption(/Faturamento anual/, /^De R\$\s1\.000\.000 a R\$\s5\.000\.000$/);
  await user.click(screen.getByRole('button', { name: 'Continuar para o cadastro' }));
}

describe('PreApplicationPage (public-onboarding/pre-application)', () => {
  it("offers the revenue bands in the currency of the guest's country: Mexico's pesos", async () => {
    const { api } = checkApi({ status: 200, body: { accepted: true } });
    const { intlErrors } = renderScreen(<PreApplicationPage />, {
      api,
      messages,
      path: PATH,
      url: `${PATH}?country=mx`,
    });
    const bands = await optionTexts(/Faturamento anual/);
    expect(bands.map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Escolha a faixa',
      'Até MX$ 875.000',
      'De MX$ 875.000 a MX$ 3.500.000',
      'De MX$ 3.500.000 a MX$ 17.500.000',
      'Mais de MX$ 17.500.000',
    ]);
    expect(intlErrors).toEqual([]);
  });

  it('keeps the answers on the device as the questionnaire’s first answers and goes on to sign-up', async () => {
    const { api, posts } = checkApi({ status: 200, body: { accepted: true } });
    const user = userEvent.setup();
    const { intlErrors } = renderScreen(<PreApplicationPage />, {
      api,
      messages,
      path: PATH,
      url: `${PATH}?country=br`,
    });
    await answer(user);

    await waitFor(() => expect(readProspectDraft()?.products).toEqual(['CYBER']));
    expect(posts()).toEqual([{ country: 'br', taxIdType: 'CNPJ', taxId: '45.723.174/0001-10' }]);
    expect(readProspectDraft()?.answers).toEqual({
      'company.tax_id': '45.723.174/0001-10',
      'company.annual_revenue_band': 'FROM_1M_TO_5M',
    });
    expect(intlErrors).toEqual([]);
  });

  it('asks for a product and a revenue band, and checks the tax id with the shared rule, before asking the API', async () => {
    const { api, posts } = checkApi({ status: 200, body: { accepted: true } });
    const user = userEvent.setup();
    renderScreen(<PreApplicationPage />, { api, messages, path: PATH });
    await user.type(await screen.findByLabelText(/Número do CNPJ/), '11111111111111');
    await user.click(screen.getByRole('button', { name: 'Continuar para o cadastro' }));

    expect(await screen.findByText('Escolha pelo menos um seguro')).toBeTruthy();
    expect(screen.getByText('Escolha a faixa de faturamento')).toBeTruthy();
    expect(screen.getByText(/Identificação fiscal inválida|inválid/i)).toBeTruthy();
    expect(posts()).toEqual([]);
    expect(readProspectDraft()).toBeNull();
  });

  it('says a company under another broker in the catalogue’s words, under the tax id, and keeps nothing', async () => {
    const refusal = {
      code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER',
      message: 'x',
      details: [{ field: 'taxId', code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER' }],
    };
    const { api } = checkApi({ status: 409, body: refusal });
    const user = userEvent.setup();
    renderScreen(<PreApplicationPage />, { api, messages, path: PATH });
    await answer(user);

    expect(await screen.findByText(/Empresa já cadastrada por outra corretora/)).toBeTruthy();
    expect(readProspectDraft()).toBeNull();
  });
});

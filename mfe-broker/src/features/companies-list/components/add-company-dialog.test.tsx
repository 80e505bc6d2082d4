import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../../testing/render-screen';
import { CompaniesList } from '../companies-list';

afterEach(cleanup);

const BOOK = {
  '/v3/broker/companies': { body: { items: [], total: 0, next_cursor: null } },
  '/v3/broker/home/tasks': { body: { items: [] } },
};

function withPost(answer: { status: number; body: unknown }) {
  const { api } = fakeApi(BOOK);
  const post = vi.fn(async () =>
    answer.status < 400
      ? { data: answer.body, response: new Response(null, { status: answer.status }) }
      : { error: answer.body, response: new Response(null, { status: answer.status }) },
  );
  return { api: { ...api, POST: post } as unknown as ApiClient, post };
}

async function fillIn(values: Record<string, string>) {
  fireEvent.click(await screen.findByRole('button', { name: /Adicionar empresa/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar empresa' });
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
  return dialog;
}

const FILLED = {
  CNPJ: '11.444.777/0001-61',
  'Razão social': 'Nova Cliente Ltda',
  'Nome do administrador': 'Rita Gomes',
  'E-mail do administrador': 'rita@nova.example',
};

describe('add company', () => {
  it('invites the administrator in the broker’s language and says the company joins the book once accepted', async () => {
    const { api, post } = withPost({
      status: 200,
      body: { outcome: 'INVITED', company_id: 'c-9', administrator_email: 'rita@nova.example' },
    });
    const { intlErrors } = renderScreen(<CompaniesList />, { api, path: '/broker/index' });
    const dialog = await fillIn(FILLED);
    expect(await within(dialog).findByText('Convite enviado')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Enviamos o convite para rita@nova.example. Nova Cliente Ltda entra na sua carteira quando o convite for aceito.',
      ),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v3/broker/companies', {
      body: {
        tax_id: '11.444.777/0001-61',
        company_name: 'Nova Cliente Ltda',
        administrator_name: 'Rita Gomes',
        administrator_email: 'rita@nova.example',
        language: 'pt',
      },
    });
    expect(intlErrors).toEqual([]);
  });

  it('checks the CNPJ’s digits before sending anything', async () => {
    const { api, post } = withPost({ status: 200, body: {} });
    renderScreen(<CompaniesList />, { api, path: '/broker/index' });
    const dialog = await fillIn({ ...FILLED, CNPJ: '11.444.777/0001-62' });
    expect(await within(dialog).findByText('Identificação fiscal inválida.', { exact: false })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a company under another broker on the CNPJ field, with the spec’s message, in English too', async () => {
    const { api } = withPost({
      status: 409,
      body: {
        code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER',
        message: 'x',
        details: [{ field: 'tax_id', code: 'COMPANY_REGISTERED_WITH_OTHER_BROKER' }],
      },
    });
    renderScreen(<CompaniesList />, { api, path: '/broker/index', locale: { country: 'us', language: 'en' } });
    fireEvent.click(await screen.findByRole('button', { name: /Add company/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    const values: Record<string, string> = {
      CNPJ: '11.444.777/0001-61',
      'Legal name': 'Outra Empresa SA',
      'Administrator’s name': 'Rita',
      'Administrator’s e-mail': 'rita@outra.example',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const cnpj = within(dialog).getByLabelText(/^CNPJ/);
    await vi.waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText(
        'Company already registered under another broker. Contact that broker, or support if this is an error.',
      ),
    ).toBeTruthy();
  });
});

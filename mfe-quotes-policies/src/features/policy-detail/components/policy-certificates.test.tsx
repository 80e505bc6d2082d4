import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen';
import { PolicyCertificates } from './policy-certificates';

afterEach(cleanup);

const ok = (body: unknown) => Promise.resolve({ data: body, response: new Response(null, { status: 200 }) });
const certificate = (overrides: Record<string, unknown> = {}) => ({
  id: 'cert-1',
  policy_id: 'p-1',
  holder_name: 'Cliente Exigente SA',
  status: 'VALID',
  public_url: 'http://localhost:3000/public/policy?c=AbCdEfGhIjKlMnOpQrStUv',
  created_at: '2026-11-20T12:00:00Z',
  revoked_at: null,
  version: 1,
  ...overrides,
});

describe('PolicyCertificates', () => {
  it('lists the certificates with their public address and makes one for a named holder', async () => {
    let items = [certificate()];
    const GET = vi.fn(() => ok({ items }));
    const POST = vi.fn((_path: string, init: { body: { holder_name: string } }) => {
      const made = certificate({ id: 'cert-2', holder_name: init.body.holder_name });
      items = [...items, made];
      return ok(made);
    });
    const { intlErrors } = renderScreen(<PolicyCertificates policyId="p-1" expired={false} />, {
      api: { GET, POST } as never,
      path: '/',
      url: '/',
    });
    const open = await screen.findByRole('link', { name: 'Abrir o certificado de Cliente Exigente SA' });
    expect(open.getAttribute('href')).toBe('http://localhost:3000/public/policy?c=AbCdEfGhIjKlMnOpQrStUv');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar certificado' })));
    expect(POST).not.toHaveBeenCalled();
    expect(screen.getByText('Informe para quem é o certificado.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Nome de quem vai receber/), { target: { value: 'Parceira Ltda' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar certificado' })));
    expect(POST).toHaveBeenCalledWith('/v3/policies/{id}/certificates', {
      params: { path: { id: 'p-1' } },
      body: { holder_name: 'Parceira Ltda' },
    });
    expect(await screen.findByRole('link', { name: 'Abrir o certificado de Parceira Ltda' })).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('revokes a certificate after confirming, at the version shown', async () => {
    let items = [certificate()];
    const GET = vi.fn(() => ok({ items }));
    const POST = vi.fn(() => {
      items = [certificate({ status: 'REVOKED', revoked_at: '2026-11-25T10:00:00Z', version: 2 })];
      return ok(items[0]);
    });
    renderScreen(<PolicyCertificates policyId="p-1" expired={false} />, {
      api: { GET, POST } as never,
      path: '/',
      url: '/',
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Revogar o certificado de Cliente Exigente SA' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revogar certificado?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar' })));
    expect(POST).toHaveBeenCalledWith('/v3/policies/{id}/certificates/{certificateId}/revoke', {
      params: { path: { id: 'p-1', certificateId: 'cert-1' } },
      body: { version: 1 },
    });
    expect(await screen.findByText('Revogado')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Abrir o certificado/ })).toBeNull();
  });

  it('makes no new certificate of an expired policy, and says so when there is none', async () => {
    renderScreen(<PolicyCertificates policyId="p-1" expired />, {
      api: { GET: () => ok({ items: [] }) } as never,
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Nenhum certificado criado ainda.')).toBeTruthy();
    expect(screen.getByText('Esta apólice expirou: não é possível criar novos certificados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar certificado' })).toBeNull();
  });
});

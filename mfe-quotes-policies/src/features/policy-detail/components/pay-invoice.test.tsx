import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoice, policy } from '../../../testing/canned-data';
import { renderScreen } from '../../../testing/render-screen';
import { PolicyDetail } from '../policy-detail';

afterEach(cleanup);

const PATH = '/dashboard/policies/detail/:id';
const LINE = '99990000150000000000012345678902164700003221400';
const CHARGE = {
  invoice_id: 'inv-1',
  provider: 'dev',
  txid: 'ABC123',
  amount: '3221.40',
  currency: 'BRL',
  pix_code: '00020126330014br.gov.bcb.pix0111key5204000053039865407' + '3221.405802BR6304ABCD',
  pix_qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  boleto_line: LINE,
  pay_url: '/v3/dev/payments/ABC123',
};

/** The policy screen with a fake API: the invoice is open until `state.paid`; the charge answers `charge`. */
function fakeApi(state: { paid: boolean }, charge: { status: number; body: unknown }) {
  const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });
  return {
    GET: (path: string) => {
      // The page's renewal and certificate parts are proven by their own tests.
      if (path === '/v3/policies/{id}/renewal')
        return Promise.resolve({ error: { code: 'NOT_FOUND' }, response: new Response(null, { status: 404 }) });
      return ok(
        path === '/v3/policies/{id}'
          ? policy({ status: state.paid ? 'ACTIVE' : 'PENDING_INITIAL_PAYMENT' })
          : path === '/v3/policies/{id}/certificates'
            ? { items: [] }
            : { items: [invoice({ status: state.paid ? 'PAID' : 'PENDING' })] },
      );
    },
    PUT: () =>
      charge.status < 400
        ? ok(charge.body)
        : Promise.resolve({ error: charge.body, response: new Response(null, { status: charge.status }) }),
  } as unknown as Parameters<typeof renderScreen>[1]['api'];
}

describe('paying an invoice', () => {
  it('shows the Pix QR code and code and the boleto line, then says paid when the live update arrives', async () => {
    const state = { paid: false };
    const { eventBus, intlErrors } = renderScreen(<PolicyDetail />, {
      api: fakeApi(state, { status: 200, body: CHARGE }),
      path: PATH,
      url: '/dashboard/policies/detail/p-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar a fatura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar a fatura DO-2024-0001-01' });
    expect(await within(dialog).findByRole('img', { name: 'QR code Pix da fatura DO-2024-0001-01' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Código Pix copia e cola').value).toBe(CHARGE.pix_code);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Linha digitável do boleto').value).toBe(
      '99990.00015 00000.000000 12345.678902 1 64700003221400',
    );
    expect(within(dialog).getByRole('link', { name: 'Pagar no banco de desenvolvimento' }).getAttribute('href')).toBe(
      CHARGE.pay_url,
    );

    state.paid = true;
    act(() => eventBus.emit('live:update', { topic: 'payments', id: 'p-1' }));
    await waitFor(() => expect(within(dialog).getByText('Pagamento recebido. Obrigado!')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Pagar a fatura DO-2024-0001-01' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it("shows the catalogue's refusal when the invoice cannot be paid online", async () => {
    renderScreen(<PolicyDetail />, {
      api: fakeApi({ paid: false }, { status: 409, body: { code: 'ONLINE_PAYMENT_UNAVAILABLE', message: 'x' } }),
      path: PATH,
      url: '/dashboard/policies/detail/p-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar a fatura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/não pode ser paga aqui/)).toBeTruthy();
  });
});

describe("paying an invoice by its country's method", () => {
  /** The policy screen with one open invoice in `currency` whose charge is `charge`. */
  const renderWith = (currency: string, charge: Record<string, unknown>, language: 'es' | 'en') =>
    renderScreen(<PolicyDetail />, {
      api: {
        ...fakeApi({ paid: false }, { status: 200, body: charge }),
        GET: (path: string) => {
          const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });
          if (path === '/v3/policies/{id}/renewal')
            return Promise.resolve({ error: { code: 'NOT_FOUND' }, response: new Response(null, { status: 404 }) });
          return ok(
            path === '/v3/policies/{id}'
              ? policy({ status: 'PENDING_INITIAL_PAYMENT', currency })
              : path === '/v3/policies/{id}/certificates'
                ? { items: [] }
                : { items: [invoice({ currency })] },
          );
        },
      } as unknown as Parameters<typeof renderScreen>[1]['api'],
      path: PATH,
      url: '/dashboard/policies/detail/p-1',
      locale: { language, country: currency === 'MXN' ? 'mx' : currency === 'COP' ? 'co' : 'us' },
    });
  const transferCharge = (transfer: Record<string, unknown>) => ({
    ...CHARGE,
    currency: 'MXN',
    methods: [transfer.method],
    pix_code: null,
    pix_qr_svg: null,
    boleto_line: null,
    transfer,
  });

  it('shows a peso invoice its SPEI transfer: the CLABE, the numeric reference and the concept, no Pix nor boleto', async () => {
    const { intlErrors } = renderWith(
      'MXN',
      transferCharge({
        method: 'SPEI',
        beneficiary: 'Seguro Empresarial',
        bank: 'Banco de desarrollo (999)',
        clabe: '032180000118359719',
        reference: '1234567',
        concept: 'Factura DO 2024 0001 01',
      }),
      'es',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar la factura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar la factura DO-2024-0001-01' });
    expect(await within(dialog).findByRole('heading', { name: 'Transferencia SPEI' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('CLABE').value).toBe('032 180 00011835971 9');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Referencia numérica').value).toBe('1234567');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Concepto de pago').value).toBe('Factura DO 2024 0001 01');
    expect(within(dialog).getByRole('button', { name: 'Copiar CLABE' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Pix' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Boleto' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('sends a Colombian invoice to PSE, and shows a dollar invoice its ACH routing and account numbers', async () => {
    renderWith('COP', transferCharge({ method: 'PSE', bank_url: '/v3/dev/payments/ABC123' }), 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar la factura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('link', { name: 'Pagar con PSE' })).getAttribute('href')).toBe(
      '/v3/dev/payments/ABC123',
    );
    // PSE's redirect is the development bank's page: no second link to it.
    expect(within(dialog).queryByRole('link', { name: 'Pagar en el banco de desarrollo' })).toBeNull();
    cleanup();

    renderWith(
      'USD',
      transferCharge({
        method: 'ACH',
        beneficiary: 'Seguro Empresarial',
        bank: 'Development Bank',
        routing_number: '800000006',
        account_number: '000123456789',
        reference: 'DO-2024-0001-01',
      }),
      'en',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay invoice DO-2024-0001-01' }));
    const achDialog = await screen.findByRole('dialog');
    expect(await within(achDialog).findByRole('heading', { name: 'ACH transfer' })).toBeTruthy();
    expect(within(achDialog).getByLabelText<HTMLInputElement>('Routing number (ABA)').value).toBe('800000006');
    expect(within(achDialog).getByLabelText<HTMLInputElement>('Account number').value).toBe('000123456789');
    expect(within(achDialog).getByLabelText<HTMLInputElement>('Reference').value).toBe('DO-2024-0001-01');
  });
});

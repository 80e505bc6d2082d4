import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessToday, DEFAULT_LOCALE } from '@platform/domain';
import { chooseOption, fakeApi, renderScreen, type RenderOptions } from '@platform/remote-kit/testing';
import { messages } from '../../messages';
import { paymentsMessages } from './messages';
import { openInvoice } from '../../testing/canned-data';
import { PaymentsQueue } from './payments-queue';

afterEach(cleanup);

const PATH = '/ops/payments';
const all = {
  pt: { ...messages.pt, ...paymentsMessages.pt },
  en: { ...messages.en, ...paymentsMessages.en },
  es: { ...messages.es, ...paymentsMessages.es },
};

/** GET answers the queue; POST answers `posted` (status and body) and records what was sent. */
function queueApi(items: unknown[], posted: { status: number; body: unknown }) {
  const sent: { id: string; key?: string; body: unknown }[] = [];
  const api = {
    GET: () => Promise.resolve({ data: { items }, response: new Response(null, { status: 200 }) }),
    POST: (
      _path: string,
      init: { params: { path: { id: string }; header?: Record<string, string> }; body: unknown },
    ) => {
      sent.push({ id: init.params.path.id, key: init.params.header?.['idempotency-key'], body: init.body });
      const response = new Response(null, { status: posted.status });
      return Promise.resolve(posted.status < 400 ? { data: posted.body, response } : { error: posted.body, response });
    },
  } as unknown as RenderOptions['api'];
  return { api, sent };
}

describe('PaymentsQueue', () => {
  it('lists open invoices with due date, policy, account, amount and status', async () => {
    const { api } = fakeApi({
      '/v3/operations/invoices': {
        body: {
          items: [
            openInvoice(),
            openInvoice({ id: 'inv-2', number: 'X-02', status: 'DELAYED' }),
            openInvoice({
              id: 'inv-3',
              number: 'DO-2026-280005-01',
              country: 'mx',
              currency: 'MXN',
              amount: '56376.00',
            }),
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    const table = await screen.findByRole('table', { name: 'Faturas em aberto' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('DO-2024-0001-01')).toBeTruthy();
    expect(within(rows[1]!).getByText('Acme Tecnologia Ltda')).toBeTruthy();
    expect(within(rows[1]!).getByText('R$ 3.221,40')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 de mar. de 2024')).toBeTruthy();
    expect(within(rows[2]!).getByText('Atrasada')).toBeTruthy();
    // A Mexican instalment read in Portuguese: its country and its pesos, never reais (issue 28).
    expect(within(rows[1]!).getByText('Brasil')).toBeTruthy();
    expect(within(rows[3]!).getByText('México')).toBeTruthy();
    expect(within(rows[3]!).getByText('MX$ 56.376,00')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('filters pending or late through the API', async () => {
    const { api, calls } = fakeApi({ '/v3/operations/invoices': { body: { items: [openInvoice()] } } });
    renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    await screen.findByRole('table');
    expect(calls[0]?.params).toEqual({ query: {} });
    await chooseOption('Situação', 'Em atraso');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ query: { status: 'LATE' } }));
  });

  it('records a payment after the confirmation, sending the version read (which names the record: safe to send again)', async () => {
    const { api, sent } = queueApi([openInvoice({ version: 3 })], {
      status: 200,
      body: openInvoice({ status: 'PAID', version: 4, policy_status: 'ACTIVE' }),
    });
    renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento da fatura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento da fatura DO-2024-0001-01' });
    expect(within(dialog).getByText(/R\$ 3\.221,40 de Acme Tecnologia Ltda/)).toBeTruthy();
    expect(within(dialog).getByText(/É a primeira parcela/)).toBeTruthy();
    await chooseOption('Forma de pagamento', 'Boleto', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(
      await screen.findByText('Pagamento da fatura DO-2024-0001-01 registrado: a apólice DO-2024-0001 está vigente.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { id: 'inv-1', key: 'inv-1:3', body: { version: 3, method: 'BOLETO', paid_on: businessToday('br') } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a later instalment without the first one’s note, saying only that it was recorded', async () => {
    const later = openInvoice({ id: 'inv-2', number: 'DO-2024-0001-02', instalment: 2, policy_status: 'ACTIVE' });
    const { api } = queueApi([later], { status: 200, body: { ...later, status: 'PAID', version: 2 } });
    renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento da fatura DO-2024-0001-02' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/É a primeira parcela/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Pagamento da fatura DO-2024-0001-02 registrado.')).toBeTruthy();
  });

  it("offers a peso invoice's record its country's SPEI first, a card or a debit, never Pix nor boleto", async () => {
    const pesos = openInvoice({ currency: 'MXN' });
    const { api, sent } = queueApi([pesos], { status: 200, body: { ...pesos, status: 'PAID', version: 2 } });
    renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento da fatura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog');
    // The select draws its options twice (the native list and its own): each name once.
    const options = new Set(
      within(dialog)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    );
    expect([...options]).toEqual(['Cartão de crédito', 'Débito em conta', 'Transferência SPEI']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ method: 'SPEI' }));
  });

  it('says so when the invoice changed since the queue was read (409)', async () => {
    const { api } = queueApi([openInvoice()], {
      status: 409,
      body: { code: 'STALE_VERSION', message: 'stale', current: openInvoice({ status: 'LATE', version: 2 }) },
    });
    renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pagamento da fatura DO-2024-0001-01' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    [
      'pt',
      'Registrar pagamento da fatura DO-2024-0001-02',
      'Confirmar pagamento',
      /Uma parcela anterior desta apólice/,
    ],
    ['en', 'Record payment of invoice DO-2024-0001-02', 'Confirm payment', /An earlier instalment of this policy/],
    ['es', 'Registrar el pago de la factura DO-2024-0001-02', 'Confirmar pago', /Una cuota anterior de esta póliza/],
  ] as const)(
    'in %s, says an earlier instalment is still open (409 EARLIER_INSTALMENT_OPEN)',
    async (language, open, confirm, said) => {
      const second = openInvoice({ id: 'inv-2', number: 'DO-2024-0001-02', instalment: 2 });
      const { api } = queueApi([second], {
        status: 409,
        body: { code: 'EARLIER_INSTALMENT_OPEN', message: 'earlier' },
      });
      renderScreen(<PaymentsQueue />, { api, path: PATH, messages: all, locale: { ...DEFAULT_LOCALE, language } });
      fireEvent.click(await screen.findByRole('button', { name: open }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      expect((await within(dialog).findByRole('alert')).textContent).toMatch(said);
    },
  );

  it('says when nothing is open, in the user’s language', async () => {
    const { api } = fakeApi({ '/v3/operations/invoices': { body: { items: [] } } });
    renderScreen(<PaymentsQueue />, {
      api,
      path: PATH,
      messages: all,
      locale: { ...DEFAULT_LOCALE, language: 'es' },
    });
    expect(await screen.findByRole('heading', { name: 'Ninguna factura abierta' })).toBeTruthy();
  });
});

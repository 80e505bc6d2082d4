import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { businessToday, plusDays } from '@platform/domain';
import { chooseOption, optionTexts } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { quote as cannedQuote } from '../../testing/canned-data';
import { currentPurchaseStep } from '../../testing/purchase-step';
import { CheckoutPage } from './checkout-page';

afterEach(cleanup);

const PATH = '/dashboard/quotes/checkout/:quoteId';
const URL = '/dashboard/quotes/checkout/q-1';
// Days in Brazil, as the checkout counts them (at 21:00 in Brasília it is already tomorrow in UTC).
const inDays = (days: number) => plusDays(businessToday('br'), days);

const quoteCheckout = (overrides: Record<string, unknown> = {}) => ({
  quote: {
    id: 'q-1',
    product: 'CYBER',
    insurer: 'Seguradora Aurora',
    coverage_limit: '2000000.00',
    gross_premium: '18500.00',
    retention: 'R_50K',
    currency: 'BRL',
    country: 'br',
    charges: [] as { code: string; amount: string }[],
    status: 'SELECTED',
    expires_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    requested_start_date: null as string | null,
  },
  checkout: null,
  broker: null,
  may_edit: true,
  ...overrides,
});

/** The fake API plus the writes the screen makes, answered with `answer` and recorded. */
function writableApi(read: unknown, answer: (path: string, body: unknown) => unknown) {
  const { api, calls } = fakeApi({ '/v3/quotes/{id}/checkout': { body: read } });
  const writes: { method: string; path: string; body: unknown; key?: string }[] = [];
  const write =
    (method: string) => (path: string, init: { body?: unknown; params?: { header?: Record<string, string> } }) => {
      writes.push({ method, path, body: init.body, key: init.params?.header?.['idempotency-key'] });
      return Promise.resolve({ data: answer(path, init.body), response: new Response(null, { status: 200 }) });
    };
  return { api: { ...api, POST: write('POST'), PATCH: write('PATCH') } as unknown as ApiClient, calls, writes };
}

describe('CheckoutPage', () => {
  it('shows the summary of a 7-instalment plan as computed by hand, with interest and IOF', async () => {
    const { api } = fakeApi({ '/v3/quotes/{id}/checkout': { body: quoteCheckout() } });
    const { intlErrors } = renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratação: Seguro cibernético' })).toBeTruthy();
    expect(currentPurchaseStep()).toBe('Contratação');
    await chooseOption(/Parcelamento/, /^7x com juros/);
    const summary = screen.getByRole('region', { name: 'Resumo' });
    // PMT = 18500 x 0.015 / (1 - 1.015^-7) = 2,803.79; x7 = 19,626.52; IOF 7.38% = 1,448.44; total 21,074.96.
    expect(within(summary).getByText('R$ 1.126,52')).toBeTruthy();
    expect(within(summary).getByText('R$ 1.448,44')).toBeTruthy();
    // The total leads the summary (the price), and is its line too.
    expect(within(summary).getAllByText('R$ 21.074,96')).toHaveLength(2);
    expect(within(summary).getByText('total com IOF, em 7x de R$ 3.010,70')).toBeTruthy();
    // 21,074.96 / 7 = 3,010.708...: six of 3,010.70 and the remainder on the first, 21,074.96 - 6 x 3,010.70 = 3,010.76.
    expect(within(summary).getByText('1ª de R$ 3.010,76 e 6 de R$ 3.010,70')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('in Mexico, read in es: the plan up to 4, the surcharge, the policy fee and IVA 16% on all, in MXN', async () => {
    const mexican = quoteCheckout();
    mexican.quote = { ...mexican.quote, gross_premium: '10000.00', currency: 'MXN', country: 'mx' };
    const { api } = fakeApi({ '/v3/quotes/{id}/checkout': { body: mexican } });
    const { intlErrors } = renderScreen(<CheckoutPage />, {
      api,
      path: PATH,
      url: URL,
      locale: { country: 'mx', language: 'es' },
    });
    expect(await optionTexts(/Plan de cuotas/)).toEqual([
      'Pago único',
      '2 cuotas con recargo de 1.5% mensual',
      '3 cuotas con recargo de 1.5% mensual',
      '4 cuotas con recargo de 1.5% mensual',
    ]);
    await chooseOption(/Plan de cuotas/, /^3 cuotas/);
    const summary = screen.getByRole('region', { name: 'Resumen' });
    // By hand: 10,000.00 x 0.015 / (1 - 1.015^-3) x 3 = 10,301.49; IVA 16% of (10,301.49 + 600.00) = 1,744.24.
    const lines = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual([
      ['Prima neta', '$10,000.00'],
      ['Recargo por pago fraccionado', '$301.49'],
      ['Derecho de póliza', '$600.00'],
      ['IVA (16%)', '$1,744.24'],
      ['Prima total', '$12,645.73'],
      ['Cuotas', '3'],
      // 12,645.73 in 3: two of 4,215.24 and the remainder on the first.
      ['Valor de la cuota', '1.ª de $4,215.25 y 2 de $4,215.24'],
    ]);
    expect(within(summary).getByText('total con IVA, en 3 cuotas de $4,215.24')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('in the United States, read in en: no premium tax, the desk’s charges each on its own line, in USD', async () => {
    const american = quoteCheckout();
    american.quote = {
      ...american.quote,
      gross_premium: '12000.00',
      currency: 'USD',
      country: 'us',
      charges: [
        { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
        { code: 'STAMPING_FEE', amount: '18.00' },
      ],
    };
    const { api } = fakeApi({ '/v3/quotes/{id}/checkout': { body: american } });
    const { intlErrors } = renderScreen(<CheckoutPage />, {
      api,
      path: PATH,
      url: URL,
      locale: { country: 'us', language: 'en' },
    });
    await chooseOption(/Instalment plan/, /^2 instalments/);
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // By hand: 12,000.00 + 360.00 + 18.00 = 12,378.00, two of 6,189.00.
    expect(terms).toEqual([
      ['Net premium', '$12,000.00'],
      ['Interest', '$0.00'],
      ['State surplus lines tax', '$360.00'],
      ['Stamping fee', '$18.00'],
      ['Total premium', '$12,378.00'],
      ['Instalments', '2'],
      ['Instalment amount', '$6,189.00'],
    ]);
    expect(within(summary).getByText('total, in 2 instalments of $6,189.00')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('groups the fields in form sections, not the browser’s framed fieldsets', async () => {
    const { api } = fakeApi({ '/v3/quotes/{id}/checkout': { body: quoteCheckout() } });
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    const form = await screen.findByRole('form');
    const groups = within(form).getAllByRole('group');
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) expect(group.className).toContain('ui-form-section');
  });

  it('discloses the broker’s commission as an amount before signing', async () => {
    const { api } = fakeApi({
      '/v3/quotes/{id}/checkout': { body: quoteCheckout({ broker: { name: 'Demo Corretora', commission_rate: 0.2 } }) },
    });
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(await screen.findByText('Remuneração do corretor (Demo Corretora)')).toBeTruthy();
    expect(screen.getByText('R$ 3.700,00')).toBeTruthy();
  });

  it('checks the fields with the shared rule, then creates the checkout and sends it for signature', async () => {
    const sent = {
      id: 'c-1',
      version: 2,
      status: 'PENDING_SIGNATURE',
      start_date: inDays(3),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'silvia@empresa.example',
      admin_name: 'Carla Souza',
      admin_email: 'carla@empresa.example',
      instalments: 7,
      signature: {
        status: 'PENDING',
        signer_email: 'silvia@empresa.example',
        sent_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        signed_at: null,
      },
    };
    const { api, writes } = writableApi(quoteCheckout(), (path) =>
      path.endsWith('/signature-requests') ? sent : { id: 'c-1', version: 1 },
    );
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    const submit = await screen.findByRole('button', { name: 'Enviar para assinatura' });
    await userEvent.click(submit);
    expect(await screen.findByText('Informe o nome do signatário')).toBeTruthy();
    expect(writes).toEqual([]);

    const start = inDays(3);
    await userEvent.clear(screen.getByLabelText(/Início de vigência/));
    await userEvent.type(screen.getByLabelText(/Início de vigência/), start);
    await userEvent.type(screen.getByLabelText(/Nome do signatário/), 'Sílvia Assinante');
    await userEvent.type(screen.getByLabelText(/E-mail do signatário/), 'silvia@empresa.example');
    await userEvent.type(screen.getByLabelText(/Nome do administrador/), 'Carla Souza');
    await userEvent.type(screen.getByLabelText(/E-mail do administrador/), 'carla@empresa.example');
    await chooseOption(/Parcelamento/, /^7x com juros/);
    await userEvent.click(submit);
    expect(await screen.findByText('Aguardando a assinatura de silvia@empresa.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar e reenviar para assinatura' })).toBeTruthy();
    expect(writes.map((w) => [w.method, w.path])).toEqual([
      ['POST', '/v3/quotes/{id}/checkout'],
      ['POST', '/v3/checkouts/{id}/signature-requests'],
    ]);
    expect(writes[0]!.body).toEqual({
      start_date: start,
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'silvia@empresa.example',
      admin_name: 'Carla Souza',
      admin_email: 'carla@empresa.example',
      instalments: 7,
    });
    expect(writes[1]!.body).toEqual({ version: 1 });
    // The version sent names the send: after a lost answer, sending again gets the same checkout, not a second link.
    expect(writes[1]!.key).toBe('c-1:1');
  });

  it('shows the refusal to send with open pre-binding conditions in place, and takes their documents there', async () => {
    const draft = {
      id: 'c-1',
      version: 1,
      status: 'DRAFT',
      start_date: inDays(3),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'silvia@empresa.example',
      admin_name: 'Carla Souza',
      admin_email: 'carla@empresa.example',
      instalments: 1,
      signature: null,
      policy: null,
    };
    const row = cannedQuote({ id: 'q-1', product: 'CYBER', status: 'SELECTED', open_pre_bind_subjectivities: 1 });
    const answers = {
      '/v3/quotes/{id}/checkout': { body: quoteCheckout() as unknown },
      '/v3/quotes': { body: { items: [row], declined: [] } as unknown },
    };
    const { api } = fakeApi(answers);
    const uploads: string[] = [];
    const POST = (path: string, init: { params?: { query?: { subjectivity?: string } } }) => {
      if (path === '/v3/quotes/{id}/evidence') uploads.push(init.params?.query?.subjectivity ?? '');
      if (path !== '/v3/checkouts/{id}/signature-requests')
        return Promise.resolve({
          data: path === '/v3/quotes/{id}/checkout' ? draft : {},
          response: new Response(null),
        });
      // The checkout was saved before the send was refused: the screen reads it again.
      answers['/v3/quotes/{id}/checkout'].body = quoteCheckout({ checkout: draft });
      return Promise.resolve({
        error: { code: 'SUBJECTIVITIES_OPEN', message: 'x' },
        response: new Response(null, { status: 409 }),
      });
    };
    renderScreen(<CheckoutPage />, { api: { ...api, POST } as unknown as ApiClient, path: PATH, url: URL });
    await userEvent.type(await screen.findByLabelText(/Nome do signatário/), 'Sílvia Assinante');
    await userEvent.type(screen.getByLabelText(/E-mail do signatário/), 'silvia@empresa.example');
    await userEvent.type(screen.getByLabelText(/Nome do administrador/), 'Carla Souza');
    await userEvent.type(screen.getByLabelText(/E-mail do administrador/), 'carla@empresa.example');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar para assinatura' }));

    const refusal = await screen.findByText(/Envie os documentos pedidos pelas condições anteriores/);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    // The saved checkout arrived meanwhile, and the refusal is still said.
    expect(await screen.findByDisplayValue('Sílvia Assinante')).toBeTruthy();
    expect(screen.getByText(/Envie os documentos pedidos pelas condições anteriores/)).toBeTruthy();

    const upload = screen.getByLabelText('Enviar comprovante: Modelo de contrato com clientes');
    await userEvent.upload(upload, new File(['%PDF-1.4\n'], 'contrato.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toEqual(['CONTRACT_TEMPLATE']));
  });

  it('offers the start date the questionnaire asked for, and today, said so, when it has passed', async () => {
    const asking = (date: string) => quoteCheckout({ quote: { ...quoteCheckout().quote, requested_start_date: date } });
    const ahead = fakeApi({ '/v3/quotes/{id}/checkout': { body: asking(inDays(12)) } });
    renderScreen(<CheckoutPage />, { api: ahead.api, path: PATH, url: URL });
    expect(((await screen.findByLabelText(/Início de vigência/)) as HTMLInputElement).value).toBe(inDays(12));
    expect(screen.queryByText(/já passou/)).toBeNull();
    cleanup();

    const passed = fakeApi({ '/v3/quotes/{id}/checkout': { body: asking(inDays(-3)) } });
    renderScreen(<CheckoutPage />, { api: passed.api, path: PATH, url: URL });
    expect(((await screen.findByLabelText(/Início de vigência/)) as HTMLInputElement).value).toBe(inDays(0));
    expect(
      screen.getByText(/A data de início pedida no questionário \(.+\) já passou: a vigência começa hoje/),
    ).toBeTruthy();
  });

  it('follows the signature and the issuance live: pending, signed, then issued with a link to the policy', async () => {
    const pending = {
      id: 'c-1',
      version: 2,
      status: 'PENDING_SIGNATURE',
      start_date: inDays(3),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'silvia@empresa.example',
      admin_name: 'Carla Souza',
      admin_email: 'carla@empresa.example',
      instalments: 7,
      policy: null,
      signature: {
        status: 'PENDING',
        signer_email: 'silvia@empresa.example',
        sent_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        signed_at: null,
      },
    };
    const answers = { '/v3/quotes/{id}/checkout': { body: quoteCheckout({ checkout: pending }) as unknown } };
    const { api, calls } = fakeApi(answers);
    const { eventBus } = renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(await screen.findByText('Aguardando a assinatura de silvia@empresa.example')).toBeTruthy();
    expect(currentPurchaseStep()).toBe('Assinatura');

    // The signatory signs in another browser: the API's `quotes` update refetches the checkout.
    const signedAt = new Date().toISOString();
    answers['/v3/quotes/{id}/checkout'].body = quoteCheckout({
      quote: { ...quoteCheckout().quote, status: 'BEING_ISSUED' },
      checkout: {
        ...pending,
        version: 3,
        status: 'SIGNED',
        signature: { ...pending.signature, status: 'SIGNED', signed_at: signedAt },
      },
    });
    act(() => eventBus.emit('live:update', { topic: 'quotes', id: 'account-1' }));
    expect(await screen.findByText('Proposta assinada')).toBeTruthy();
    expect(screen.queryByText('Aguardando a assinatura de silvia@empresa.example')).toBeNull();
    expect(currentPurchaseStep()).toBe('Apólice emitida');

    answers['/v3/quotes/{id}/checkout'].body = quoteCheckout({
      quote: { ...quoteCheckout().quote, status: 'ISSUED' },
      checkout: {
        ...pending,
        version: 4,
        status: 'ISSUED',
        signature: { ...pending.signature, status: 'SIGNED', signed_at: signedAt },
        policy: { id: 'p-9', policy_number: 'CY-2026-ABCDEF12', status: 'CREATED' },
      },
    });
    act(() => eventBus.emit('live:update', { topic: 'quotes', id: 'account-1' }));
    expect(await screen.findByText('Apólice CY-2026-ABCDEF12 emitida')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver a apólice CY-2026-ABCDEF12' }).getAttribute('href')).toBe(
      '/dashboard/policies/detail/p-9',
    );
    expect(currentPurchaseStep()).toBe('Pagamento');
    expect(calls.filter((call) => call.path === '/v3/quotes/{id}/checkout')).toHaveLength(3);
  });

  it('lets a team member read the checkout without changing it', async () => {
    const { api } = fakeApi({ '/v3/quotes/{id}/checkout': { body: quoteCheckout({ may_edit: false }) } });
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(await screen.findByText(/Só o administrador da conta ou o corretor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar para assinatura' })).toBeNull();
  });

  it('says when the quote is not selected, and when it does not exist', async () => {
    const { api } = fakeApi({
      '/v3/quotes/{id}/checkout': { body: quoteCheckout({ quote: { ...quoteCheckout().quote, status: 'AVAILABLE' } }) },
    });
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(await screen.findByText('Selecione a cotação primeiro')).toBeTruthy();
    cleanup();
    const missing = fakeApi({ '/v3/quotes/{id}/checkout': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } } });
    renderScreen(<CheckoutPage />, { api: missing.api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Cotação não encontrada' })).toBeTruthy();
  });

  it('shows loading while the quote is on its way', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<CheckoutPage />, { api, path: PATH, url: URL });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '@platform/remote-kit/testing';
import { deskMessages } from '../../desk-messages';
import { messages } from '../../messages';
import { deskCaseDetail } from '../../testing/desk-data';
import { UnderwritingCase } from './underwriting-case';
import { chooseOption, shownOption } from '@platform/remote-kit/testing';

afterEach(cleanup);

const PATH = '/ops/underwriting/:submissionId';
const URL = '/ops/underwriting/case-1';
const all = {
  pt: { ...messages.pt, ...deskMessages.pt },
  en: { ...messages.en, ...deskMessages.en },
  es: { ...messages.es, ...deskMessages.es },
};

/** The fake API with a POST that answers `decided` and records what it was sent. */
function withPost(detail = deskCaseDetail()) {
  const { api, calls } = fakeApi({ '/v3/operations/underwriting/{id}': { body: detail } });
  const POST = vi.fn().mockResolvedValue({
    data: { form_id: 'form-1', status: 'QUOTE_READY', version: 5 },
    response: new Response(null, { status: 200 }),
  });
  (api as unknown as { POST: typeof POST }).POST = POST;
  return { api: api as ApiClient, calls, POST };
}

describe('UnderwritingCase', () => {
  it('shows the deadline, reasons, suggested price, answers and an empty history', async () => {
    const { api } = withPost();
    const { intlErrors } = renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tecnologia Ltda' })).toBeTruthy();
    expect(screen.getByText(/Prazo legal de resposta: .*\(faltam 23 dias\)/)).toBeTruthy();
    const cyber = screen.getByRole('article', { name: /Seguro cibernético/ });
    expect(
      within(cyber)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sem backups', 'Incidentes anteriores']);
    const suggested = within(cyber).getByRole('table', { name: 'Preço sugerido pelo motor' });
    expect(within(suggested).getByText('R$ 11.000,00')).toBeTruthy();
    expect(within(suggested).getByText(/R\$\s2\.000\.000.*Recomendada/)).toBeTruthy();
    const controls = screen.getByRole('region', { name: 'Cyber: controles de segurança' });
    expect(within(controls).getByText('Autenticação em dois fatores em todo o e-mail?').nextSibling?.textContent).toBe(
      'Sim',
    );
    expect(screen.getByText('Nenhuma decisão registrada ainda.')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('writes a US company’s prices in dollars and says where the company is, in the reader’s language', async () => {
    const base = deskCaseDetail();
    const published = {
      id: 'q-1',
      status: 'AVAILABLE',
      insurer: 'Hudson Specialty',
      coverage_limit: '1000000.00',
      retention: 'R_NONE',
      premium: '25000.00',
      fees: '0.00',
      currency: 'USD',
      recommended: true,
      expires_at: null,
    };
    const { api } = withPost(
      deskCaseDetail({
        country: 'us',
        currency: 'USD',
        definition_versions: { ...base.definition_versions, COMMON: 1 },
        answers: { ...base.answers, 'company.revenue_last_year': '4200000.00' },
        products: [{ ...base.products[0], options: [published] }],
      }),
    );
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    expect(await screen.findByText(/Estados Unidos · USD/)).toBeTruthy();
    // The company's money answers in its currency too, not the reader's.
    expect(screen.getByText('US$ 4.200.000,00')).toBeTruthy();
    const cyber = screen.getByRole('article', { name: /Seguro cibernético/ });
    const suggested = within(cyber).getByRole('table', { name: 'Preço sugerido pelo motor' });
    expect(within(suggested).getByText('US$ 11.000,00')).toBeTruthy();
    const options = within(cyber).getByRole('table', { name: 'Opções publicadas' });
    expect(within(options).getByText('US$ 25.000,00')).toBeTruthy();
  });

  it('writes the company tax id among the answers as its country does', async () => {
    const base = deskCaseDetail();
    const { api } = withPost(deskCaseDetail({ answers: { ...base.answers, 'company.tax_id': '16727230000197' } }));
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const company = await screen.findByRole('region', { name: 'Empresa' });
    expect(within(company).getByText('16.727.230/0001-97')).toBeTruthy();
    expect(screen.queryByText('16727230000197')).toBeNull();
  });

  it('reads a Mexican company’s amounts in MXN: its revenue, its band and its requested limit', async () => {
    const base = deskCaseDetail();
    const answers = {
      ...base.answers,
      'company.revenue_last_year': '2400000.00',
      'company.annual_revenue_band': 'FROM_250K_TO_1M',
      'cyber.requested_limit': 'L_2M',
    };
    const { api } = withPost(deskCaseDetail({ answers, tax_id_type: 'RFC', country: 'mx', currency: 'MXN' }));
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const company = await screen.findByRole('region', { name: 'Empresa' });
    expect(within(company).getByText('MX$ 2.400.000,00')).toBeTruthy();
    expect(within(company).getByText('De MX$ 875.000 a MX$ 3.500.000')).toBeTruthy();
    const request = screen.getByRole('region', { name: 'Cyber: cobertura desejada' });
    expect(within(request).getByText('MX$ 7.000.000')).toBeTruthy();
    expect(screen.queryByText(/R\$/)).toBeNull();
  });

  it('publishes the options after confirmation, starting from the suggested prices', async () => {
    const { api, POST } = withPost();
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    await screen.findByRole('heading', { level: 1 });

    const option1 = screen.getByRole('group', { name: 'Opção 1' });
    expect((within(option1).getByLabelText(/Prêmio líquido/) as HTMLInputElement).value).toBe('8000.00');
    expect((within(option1).getByLabelText(/^Seguradora/) as HTMLInputElement).value).toBe('Seguradora Alfa');
    fireEvent.click(within(option1).getByLabelText('Interrupção de negócios'));
    fireEvent.change(within(option1).getByLabelText(/Sublimite: % do limite/), { target: { value: '40' } });
    await chooseOption(/^Relatório de teste de restauração de backup/, 'Depois da contratação', option1);
    fireEvent.change(within(option1).getByLabelText(/Código SUSEP/), { target: { value: '15414.900000/2026-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar opções' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publicar 2 opções de Seguro cibernético?' });
    expect(POST).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar opções' }));
    await waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
    const [path, init] = POST.mock.calls[0]!;
    expect(path).toBe('/v3/operations/underwriting/{id}/quotes');
    expect(init.params).toEqual({ path: { id: 'case-1' } });
    expect(init.body.version).toBe(4);
    expect(init.body.product).toBe('CYBER');
    expect(init.body.options).toHaveLength(2);
    expect(init.body.options[0]).toMatchObject({
      insurer: 'Seguradora Alfa',
      limit: 'L_1M',
      retention: 'R_25K',
      premium: '8000.00',
      sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.4 }],
      exclusions: ['WAR_AND_TERRORISM'],
      subjectivities: [
        { code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' },
        { code: 'BACKUP_TEST_REPORT', due: 'AFTER_BINDING' },
      ],
      retroactive_date: '2024-11-23',
      insurance_code: '15414.900000/2026-01',
      territorial_scope: 'BRAZIL',
      validity_days: 30,
      recommended: false,
    });
    expect([...init.body.options[0].coverages].sort()).toEqual([
      'BUSINESS_INTERRUPTION',
      'CYBER_EXTORTION',
      'DATA_BREACH_RESPONSE',
    ]);
    expect(init.body.options[1]).toMatchObject({ limit: 'L_2M', premium: '11000.00', recommended: true });
    expect(await screen.findByText('Opções de Seguro cibernético publicadas.')).toBeTruthy();
  });

  it('writes a US case in dollars, with the state’s charges as lines of their own, refusing a zero one', async () => {
    const base = deskCaseDetail();
    const us = deskCaseDetail({
      tax_id_type: 'EIN',
      country: 'us',
      currency: 'USD',
      products: [{ ...base.products[0]!, suggested: [] }],
    });
    const { api, POST } = withPost(us);
    const { intlErrors } = renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const option1 = await screen.findByRole('group', { name: 'Opção 1' });
    expect(shownOption(within(option1).getByRole('combobox', { name: /Limite de cobertura/ }))).toContain(
      'US$\u00a01.000.000',
    );
    fireEvent.change(within(option1).getByLabelText(/Prêmio líquido \(USD\)/), { target: { value: '12000.00' } });
    const charges = within(option1).getByRole('group', { name: /Cobranças do estado \(EUA\), em USD/ });
    fireEvent.change(within(charges).getByLabelText(/Imposto de surplus lines/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar opções' }));
    expect(
      await within(charges).findByText('Informe um valor maior que zero, com até duas casas decimais.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(charges).getByLabelText(/Imposto de surplus lines/), { target: { value: '360.00' } });
    fireEvent.change(within(charges).getByLabelText(/Stamping fee/), { target: { value: '18.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar opções' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar opções' }));
    await waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
    expect(POST.mock.calls[0]![1].body.options[0]).toMatchObject({
      premium: '12000.00',
      charges: [
        { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
        { code: 'STAMPING_FEE', amount: '18.00' },
      ],
    });
    expect(intlErrors).toEqual([]);
  });

  it('offers no state charges on a Brazilian case', async () => {
    const { api } = withPost();
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const option1 = await screen.findByRole('group', { name: 'Opção 1' });
    expect(within(option1).queryByRole('group', { name: /Cobranças do estado/ })).toBeNull();
  });

  it('shows a renewal’s retroactive date fixed, saying why', async () => {
    const base = deskCaseDetail();
    const renewal = {
      ...base.products[0]!,
      terms: { ...base.products[0]!.terms, retroactive_date: '2019-04-01' },
      kept_retroactive_date: '2019-04-01',
    };
    const { api } = withPost(deskCaseDetail({ products: [renewal] }));
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const option1 = await screen.findByRole('group', { name: 'Opção 1' });
    const field = within(option1).getByLabelText(/^Data de retroatividade/) as HTMLInputElement;
    expect(field.value).toBe('2019-04-01');
    expect(field.readOnly).toBe(true);
    const hint = within(option1).getByText(/Renovação: mantém a retroatividade da apólice anterior/);
    expect(hint.textContent).toContain('2019');
  });

  it('refuses an option without a premium or with a sublimit above the limit, without asking to confirm', async () => {
    const { api, POST } = withPost();
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    await screen.findByRole('heading', { level: 1 });
    const option1 = screen.getByRole('group', { name: 'Opção 1' });
    fireEvent.change(within(option1).getByLabelText(/Prêmio líquido/), { target: { value: '' } });
    fireEvent.change(within(option1).getByLabelText(/Sublimite: % do limite/), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar opções' }));
    expect(await screen.findByText('Informe um valor maior que zero, como 12500.00.')).toBeTruthy();
    expect(screen.getByText('Escolha uma cobertura da opção e uma parcela entre 1% e 100% do limite.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(POST).not.toHaveBeenCalled();
  });

  it('adds up to three options and removes one', async () => {
    const { api } = withPost();
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    expect(screen.getByRole('group', { name: 'Opção 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar opção' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover opção 3' }));
    expect(screen.queryByRole('group', { name: 'Opção 3' })).toBeNull();
  });

  it('declines with a catalogue reason and words, after confirmation', async () => {
    const { api, POST } = withPost();
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Recusar Seguro cibernético' });
    fireEvent.click(within(form).getByRole('button', { name: 'Recusar' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeTruthy();
    await chooseOption(/Motivo/, 'Incidentes anteriores', form);
    fireEvent.change(within(form).getByLabelText(/Explicação/), { target: { value: 'Dois incidentes em 2025.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar Seguro cibernético?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
    expect(POST.mock.calls[0]![1].body).toEqual({
      version: 4,
      product: 'CYBER',
      reason_code: 'PRIOR_INCIDENTS',
      reason: 'Dois incidentes em 2025.',
    });
  });

  it('shows a decided product with its options and the history, without the forms', async () => {
    const decided = deskCaseDetail({
      status: 'DECIDED',
      products: [
        {
          ...deskCaseDetail().products[0],
          decision: 'QUOTE',
          suggested: [],
          options: [
            {
              id: 'q1',
              status: 'AVAILABLE',
              insurer: 'Seguradora Gama',
              coverage_limit: '1000000.00',
              retention: 'R_50K',
              premium: '9800.00',
              fees: '150.00',
              currency: 'BRL',
              recommended: true,
              expires_at: '2026-12-20T10:00:00.000Z',
            },
          ],
        },
      ],
      history: [
        {
          id: 'h1',
          product: 'CYBER',
          action: 'PUBLISH',
          by: 'Olga Operações',
          by_email: 'ops@demo.local',
          at: '2026-11-20T10:00:00.000Z',
          before: { case_status: 'REFERRED' },
          after: { case_status: 'DECIDED', options: [{}] },
        },
      ],
    });
    const { api } = withPost(decided);
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    const published = await screen.findByRole('table', { name: 'Opções publicadas' });
    expect(within(published).getByText('R$ 9.800,00')).toBeTruthy();
    expect(screen.getByText(/Olga Operações publicou 1 opção de Seguro cibernético/)).toBeTruthy();
    expect(screen.getByText(/Proposta: Aguardando decisão → Decididas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar opções' })).toBeNull();
  });

  it('says when the case does not exist', async () => {
    const { api } = fakeApi({
      '/v3/operations/underwriting/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<UnderwritingCase />, { api, path: PATH, url: URL, messages: all });
    expect(await screen.findByRole('link', { name: 'Voltar à mesa de subscrição' })).toBeTruthy();
  });
});

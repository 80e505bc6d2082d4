import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { ERROR_MESSAGES } from '@platform/domain';
import { chooseOption } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { saveAnswers, type ApplicationForm } from '../../lib/application-form-api';
import { applicationForm } from '../../testing/application-form';
import { Questionnaire } from './questionnaire';

const form = (overrides: Partial<ApplicationForm> = {}) =>
  applicationForm({ answers: { 'cyber.mfa_email': true }, ...overrides });

/** The fake API, with PATCH answering what `patch` returns and recording each body. */
function apiWith(
  patch: (body: { version: number; answers: Record<string, unknown> }) => { status: number; body: unknown },
) {
  const { api } = fakeApi({});
  const sent: { version: number; answers: Record<string, unknown> }[] = [];
  (api as unknown as { PATCH: unknown }).PATCH = async (_path: string, init: { body: (typeof sent)[number] }) => {
    sent.push(init.body);
    const answer = patch(init.body);
    const response = new Response(null, { status: answer.status });
    return answer.status < 400 ? { data: answer.body, response } : { error: answer.body, response };
  };
  return { api: api as ApiClient, sent };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const render = (api: ApiClient, value = form()) =>
  renderScreen(
    <Questionnaire form={value} save={(body) => saveAnswers(api, value.id, body)} finish={async () => {}} />,
    { api, path: '/ipaf/one-page' },
  );

describe('Questionnaire', () => {
  it('draws the sections of the definition and shows a conditional question only when it applies', async () => {
    const { api } = apiWith(() => ({ status: 200, body: form() }));
    const { intlErrors } = render(api);
    expect(screen.getByRole('group', { name: 'Cyber: exposição' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Quantos registros pessoais/ })).toBeNull();
    const personalData = screen.getByRole('group', { name: /Guarda dados pessoais/ });
    fireEvent.click(personalData.querySelector('input[type="radio"]')!);
    expect(screen.getByRole('combobox', { name: /Quantos registros pessoais/ })).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('saves only the answers changed since the version it read', async () => {
    const { api, sent } = apiWith((body) => ({
      status: 200,
      body: form({ version: 5, answers: { 'cyber.mfa_email': true, ...body.answers } }),
    }));
    render(api);
    await chooseOption(/Frequência do treinamento/, 'Mensal');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(sent).toEqual([{ version: 4, answers: { 'cyber.phishing_training': 'MONTHLY' } }]);
    expect(screen.getByText('Todas as respostas estão salvas.')).toBeTruthy();
  });

  it('keeps both sides of a concurrent save when they changed different questions', async () => {
    const theirs = form({ version: 6, answers: { 'cyber.mfa_email': false, 'cyber.backups': true } });
    const { api, sent } = apiWith(() =>
      sent.length === 1
        ? { status: 409, body: { code: 'STALE_VERSION', message: '', current: theirs } }
        : { status: 200, body: form({ version: 7 }) },
    );
    render(api);
    await chooseOption(/Frequência do treinamento/, 'Anual');
    const mfaAdmin = screen.getByRole('group', { name: /contas de administrador/ });
    fireEvent.click(mfaAdmin.querySelectorAll('input[type="radio"]')[1]!);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    // Their answers arrived (backups, and mfa which I never touched); mine stayed; nothing both changed.
    expect(screen.getByText('Outra pessoa salvou este questionário')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Respostas alteradas por duas pessoas' })).toBeNull();
    const backups = screen.getByRole('group', { name: /Faz backups offline/ });
    expect((backups.querySelectorAll('input[type="radio"]')[0] as HTMLInputElement).checked).toBe(true);
    const mfa = screen.getByRole('group', { name: /Autenticação em dois fatores em todo o e-mail/ });
    expect((mfa.querySelectorAll('input[type="radio"]')[1] as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(sent[1]).toEqual({
      version: 6,
      answers: { 'cyber.phishing_training': 'YEARLY', 'cyber.mfa_admin': false },
    });
  });

  it('offers a question both changed side by side, and saves the answer the person keeps', async () => {
    const theirs = form({ version: 6, answers: { 'cyber.mfa_email': true, 'cyber.edr': 'CROWDSTRIKE' } });
    const { api, sent } = apiWith(() =>
      sent.length === 1
        ? { status: 409, body: { code: 'STALE_VERSION', message: '', current: theirs } }
        : { status: 200, body: form({ version: 7 }) },
    );
    render(api);
    await chooseOption(/Solução de detecção/, 'Nenhuma');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    const conflicts = screen.getByRole('region', { name: 'Respostas alteradas por duas pessoas' });
    expect(conflicts.textContent).toContain('Nenhuma');
    expect(conflicts.textContent).toContain('CrowdStrike');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Manter a minha' })));
    expect(screen.queryByRole('region', { name: 'Respostas alteradas por duas pessoas' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(sent[1]).toEqual({ version: 6, answers: { 'cyber.edr': 'NONE' } });
  });

  it('refuses to finish with pending questions and takes the person to the first one', async () => {
    const { api } = apiWith(() => ({ status: 200, body: form() }));
    render(api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar e compartilhar' })));
    expect(screen.getByRole('alert').textContent).toContain('Ainda há perguntas sem resposta');
    const first = screen.getByRole('group', { name: /Atua em alguma destas atividades/ });
    expect(first.contains(document.activeElement)).toBe(true);
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(1);
  });

  it('keeps what was typed on the device when the network is down', async () => {
    const { api } = fakeApi({});
    (api as unknown as { PATCH: unknown }).PATCH = vi.fn().mockRejectedValue(new TypeError('offline'));
    render(api);
    await chooseOption(/Frequência do treinamento/, 'Nunca');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(screen.getByText(/Sem conexão/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('ipaf-draft:f-1')!).answers['cyber.phishing_training']).toBe('NEVER');
  });

  it('says why the API refused to save the answers, not that the connection dropped', async () => {
    const { api } = apiWith(() => ({ status: 409, body: { code: 'TRANSITION_NOT_ALLOWED', message: 'finished' } }));
    render(api);
    await chooseOption(/Frequência do treinamento/, 'Nunca');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(screen.getByText(ERROR_MESSAGES.TRANSITION_NOT_ALLOWED.pt)).toBeTruthy();
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
  });

  it('asks a Mexican individual for an RFC, masks it, and shows the catalogue message for an invalid one', () => {
    const { api } = apiWith(() => ({ status: 200, body: form() }));
    render(api, form({ definition_versions: { COMMON: 1 }, answers: {}, tax_id_type: 'RFC' }));
    const rfc = screen.getByRole('textbox', { name: /^Documento fiscal \(RFC\)/ }) as HTMLInputElement;
    fireEvent.change(rfc, { target: { value: 'gode-561231 gr8' } });
    expect(rfc.value).toBe('GODE561231GR8');
    fireEvent.blur(rfc);
    expect(screen.queryByText(ERROR_MESSAGES.INVALID_TAX_ID.pt)).toBeNull();
    fireEvent.change(rfc, { target: { value: 'ABC123' } });
    expect(screen.queryByText(ERROR_MESSAGES.INVALID_TAX_ID.pt)).toBeNull();
    fireEvent.blur(rfc);
    expect(screen.getByText(ERROR_MESSAGES.INVALID_TAX_ID.pt)).toBeTruthy();
    expect(rfc.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a tax id answer that came unmasked (prefilled from the profile) as its country writes it', () => {
    const { api } = apiWith(() => ({ status: 200, body: form() }));
    render(
      api,
      form({
        definition_versions: { COMMON: 1 },
        answers: { 'company.tax_id': '16727230000197' },
        tax_id_type: 'CNPJ',
      }),
    );
    const cnpj = screen.getByRole('textbox', { name: /^Documento fiscal \(CNPJ\)/ }) as HTMLInputElement;
    expect(cnpj.value).toBe('16.727.230/0001-97');
    expect(screen.getByText('Todas as respostas estão salvas.')).toBeTruthy();
  });

  it('has nothing unsaved once an answer is typed back to what the server holds', async () => {
    const { api, sent } = apiWith(() => ({ status: 200, body: form() }));
    render(api, form({ answers: { 'cyber.phishing_training': 'YEARLY' } }));
    await chooseOption(/Frequência do treinamento/, 'Nunca');
    expect(screen.getByText('Alterações ainda não salvas.')).toBeTruthy();
    await chooseOption(/Frequência do treinamento/, 'Anual');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(sent).toEqual([]);
    expect(screen.getByText('Todas as respostas estão salvas.')).toBeTruthy();
    expect(localStorage.getItem('ipaf-draft:f-1')).toBeNull();
  });
});

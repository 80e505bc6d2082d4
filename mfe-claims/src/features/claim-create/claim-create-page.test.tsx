import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { ERROR_MESSAGES } from '@platform/domain';
import {
  chooseOption,
  fakeApi,
  optionTexts,
  renderScreen,
  selectControl,
  selectedValue,
  shownOption,
} from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { claimDetail } from '../../testing/claims-fixtures';
import { ClaimCreatePage } from './claim-create-page';

afterEach(cleanup);

const PATH = '/dashboard/claims/create';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const POLICIES = [
  {
    id: 'p-1',
    account_id: 'a-1',
    product: 'D_AND_O',
    insurer: 'Alfa',
    policy_number: 'DO-1',
    status: 'ACTIVE',
    effective_date: day(-100),
    expiry_date: day(200),
    coverage_limit: '1.00',
    currency: 'BRL',
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 'p-2',
    account_id: 'a-1',
    product: 'CYBER',
    insurer: 'Beta',
    policy_number: 'CY-1',
    status: 'EXPIRED',
    effective_date: day(-500),
    expiry_date: day(-100),
    coverage_limit: '1.00',
    currency: 'BRL',
    created_at: '2025-01-01T00:00:00Z',
  },
];

function setup(url = PATH, post = vi.fn()) {
  const { api } = fakeApi({ '/v3/policies': { body: { items: POLICIES } } });
  const client = { ...api, POST: post } as unknown as ApiClient;
  const view = renderScreen(<ClaimCreatePage />, {
    api: client,
    messages,
    path: PATH,
    url,
    user: { first_name: 'Carla', last_name: 'Souza', email: 'cliente@demo.local', logged_type: 'LOGGED' },
  });
  return { ...view, post };
}

async function fill() {
  await chooseOption(/Tipo de sinistro/, 'Reclamação de terceiro');
  await userEvent.type(screen.getByLabelText(/Descrição do ocorrido/), 'Dados expostos.');
  await userEvent.type(screen.getByLabelText(/Data do ocorrido/), day(-3));
  await userEvent.type(screen.getByLabelText(/tomou conhecimento/), day(-2));
}

describe('ClaimCreatePage', () => {
  it('starts from the policy of the link and the signed-in person as contact', async () => {
    const { intlErrors } = setup(`${PATH}?policyId=p-1`);
    expect(selectedValue(await selectControl(/Apólice/))).toBe('p-1');
    expect((screen.getByLabelText(/Nome do contato/) as HTMLInputElement).value).toBe('Carla Souza');
    expect((screen.getByLabelText(/E-mail do contato/) as HTMLInputElement).value).toBe('cliente@demo.local');
    expect(intlErrors).toEqual([]);
  });

  it('names each missing field and keeps what was typed', async () => {
    const { post } = setup();
    await userEvent.type(await screen.findByLabelText(/Descrição do ocorrido/), 'Algo aconteceu.');
    await userEvent.click(screen.getByRole('button', { name: 'Comunicar sinistro' }));
    expect((await screen.findAllByText('Preencha este campo.')).length).toBeGreaterThanOrEqual(3);
    expect((screen.getByLabelText(/Descrição do ocorrido/) as HTMLTextAreaElement).value).toBe('Algo aconteceu.');
    expect(post).not.toHaveBeenCalled();
  });

  it('offers only the claim types of the policy’s product, and drops one the next policy does not cover', async () => {
    setup(`${PATH}?policyId=p-2`);
    await selectControl(/Apólice/);
    expect(await optionTexts(/Tipo de sinistro/)).toContain('Ransomware');
    await chooseOption(/Tipo de sinistro/, 'Ransomware');
    await chooseOption(/Apólice/, 'D&O · DO-1');
    expect(shownOption(await selectControl(/Tipo de sinistro/))).toContain('Escolha o tipo');
    const offered = await optionTexts(/Tipo de sinistro/);
    expect(offered).not.toContain('Ransomware');
    expect(offered).toContain('Investigação de órgão regulador');
  });

  it('warns, without refusing, when the policy period and its extended reporting period are over (claims-made)', async () => {
    setup(`${PATH}?policyId=p-2`);
    expect(await screen.findByText(/fora da vigência desta apólice/)).toBeTruthy();
    await chooseOption(/Apólice/, 'D&O · DO-1');
    expect(screen.queryByText(/fora da vigência desta apólice/)).toBeNull();
  });

  it('reports once with a request key and shows the protocol and what happens next', async () => {
    const post = vi.fn(async () => ({
      data: claimDetail({ protocol_number: 'SIN-2026-00000077', decision_due_on: '2026-12-23' }),
      response: new Response(null, { status: 200 }),
    }));
    setup(`${PATH}?policyId=p-1`, post);
    await selectControl(/Apólice/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Comunicar sinistro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistro comunicado' })).toBeTruthy();
    expect(screen.getByTestId('claim-protocol').textContent).toContain('SIN-2026-00000077');
    expect(post).toHaveBeenCalledTimes(1);
    const [path, init] = post.mock.calls[0] as unknown as [string, { body: Record<string, string> }];
    expect(path).toBe('/v3/claims');
    expect(init.body).toMatchObject({ policy_id: 'p-1', type: 'THIRD_PARTY_CLAIM', contact_name: 'Carla Souza' });
    expect(init.body.request_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Acompanhar o sinistro' }).getAttribute('href')).toBe(
      `/dashboard/claims/detail/${claimDetail().id}`,
    );
  });

  it('puts the API’s refusal on its field, with the same request key on the next try', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce({
        error: { code: 'INVALID_EMAIL', message: 'x', details: [{ field: 'contact_email', code: 'INVALID_EMAIL' }] },
        response: new Response(null, { status: 400 }),
      })
      .mockResolvedValueOnce({ data: claimDetail(), response: new Response(null, { status: 200 }) });
    setup(`${PATH}?policyId=p-1`, post);
    await selectControl(/Apólice/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Comunicar sinistro' }));
    await waitFor(() => expect(screen.getByLabelText(/E-mail do contato/).getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByLabelText(/Descrição do ocorrido/) as HTMLTextAreaElement).value).toBe('Dados expostos.');
    await userEvent.click(screen.getByRole('button', { name: 'Comunicar sinistro' }));
    await screen.findByRole('heading', { level: 1, name: 'Sinistro comunicado' });
    const keys = post.mock.calls.map((call) => (call[1] as { body: { request_key: string } }).body.request_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says which document the API refused and why, once the claim is reported', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce({ data: claimDetail(), response: new Response(null, { status: 200 }) })
      .mockResolvedValueOnce({
        error: { code: 'FILE_TOO_LARGE', message: 'x' },
        response: new Response(null, { status: 413 }),
      });
    setup(`${PATH}?policyId=p-1`, post);
    await selectControl(/Apólice/);
    await fill();
    await userEvent.upload(
      screen.getByLabelText('Documentos e imagens'),
      new File(['%PDF-1.4 nota'], 'nota.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('nota.pdf', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Comunicar sinistro' }));
    await screen.findByRole('heading', { level: 1, name: 'Sinistro comunicado' });
    expect(screen.getByText(`nota.pdf: ${ERROR_MESSAGES.FILE_TOO_LARGE.pt}`)).toBeTruthy();
  });
});

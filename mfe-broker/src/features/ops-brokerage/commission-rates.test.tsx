// The negotiated commission rates on ops/brokers/:brokerId (moved from the shell's ops/brokerages):
// a rate per product within the bounds, saved with its version; a stale save says so and reads
// the rate as it stands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE } from '@platform/domain';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { OpsBrokeragePage } from './ops-brokerage-page';
import { rateOfPercent } from './rate-of-percent';

afterEach(cleanup);

const PATH = '/ops/brokers/:brokerId';
const URL = '/ops/brokers/b-1';
const RATES = '/v3/operations/brokers/{id}/commission-rates';
const ratesAt = (cyber: { rate: number | null; version: number }) => ({
  min: 0.05,
  max: 0.3,
  default_rate: 0.2,
  items: [
    { product: 'D_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'E_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'CYBER', ...cyber, effective_rate: cyber.rate ?? 0.2, updated_at: null },
  ],
});

/** The brokerage's page, its rates read from `answers[RATES]` (changed by the test), its PUT answering `put`. */
function ratesApi(put: () => { status: number; body: unknown }) {
  const answers = {
    '/v3/operations/brokers/{id}': {
      body: {
        id: 'b-1',
        status: 'APPROVED',
        decided_at: null,
        general_info: { tax_id_type: 'CNPJ', tax_id: '11222333000181', legal_name: 'Corretora Aprovada Ltda' },
      },
    },
    '/v3/operations/kams': { body: { items: [] } },
    '/v3/operations/brokers/{id}/kam': { body: { kam_id: null, version: 0 } },
    [RATES]: { body: ratesAt({ rate: null, version: 0 }) as unknown },
  };
  const fake = fakeApi(answers);
  const PUT = vi.fn(async (_path: string, _init: unknown) => {
    const { status, body } = put();
    const response = new Response(null, { status });
    return response.ok ? { data: body, response } : { error: body, response };
  });
  Object.assign(fake.api, { PUT });
  return { api: fake.api as ApiClient, answers, PUT };
}

describe('rateOfPercent', () => {
  it('reads a percent with comma or point, two decimals at most', () => {
    expect(rateOfPercent('17,5')).toBe(0.175);
    expect(rateOfPercent('15')).toBe(0.15);
    expect(rateOfPercent('')).toBeNull();
    expect(rateOfPercent('abc')).toBeNull();
    expect(Number.isNaN(rateOfPercent('12.345'))).toBe(true);
  });
});

describe('the negotiated commission rates', () => {
  it('refuses a rate out of bounds without calling the API, saves one within them with its version', async () => {
    const { api, answers, PUT } = ratesApi(() => {
      answers[RATES] = { body: ratesAt({ rate: 0.175, version: 1 }) };
      return {
        status: 200,
        body: { product: 'CYBER', rate: 0.175, effective_rate: 0.175, version: 1, updated_at: null },
      };
    });
    const { intlErrors } = renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    const cyber = await screen.findByLabelText(/Comissão Cyber/);
    expect(screen.getByText(/Entre 5\s?% e 30\s?%/)).toBeTruthy();

    fireEvent.change(cyber, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar comissão Cyber' }));
    expect(await screen.findByText(/Informe uma taxa entre 5\s?% e 30\s?%/)).toBeTruthy();
    expect(PUT).not.toHaveBeenCalled();

    fireEvent.change(cyber, { target: { value: '17,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar comissão Cyber' }));
    expect(await screen.findByText(/Comissão de Cyber salva: 17,5\s?%\./)).toBeTruthy();
    expect(PUT).toHaveBeenCalledWith(RATES, {
      params: { path: { id: 'b-1' } },
      body: { product: 'CYBER', rate: 0.175, version: 0 },
    });
    expect(await screen.findByText(/Em vigor: 17,5\s?% \(negociada\)/)).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('says when someone else changed the rate and shows it as it stands, for the next save', async () => {
    const { api, answers, PUT } = ratesApi(() => {
      answers[RATES] = { body: ratesAt({ rate: 0.22, version: 1 }) };
      return { status: 409, body: { code: 'STALE_VERSION', message: 'stale' } };
    });
    renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL, locale: { ...DEFAULT_LOCALE, language: 'es' } });
    const form = await screen.findByRole('form', { name: 'Cyber' });
    fireEvent.change(within(form).getByLabelText(/Comisión Cyber/), { target: { value: '18' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar comisión Cyber' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Otra persona/);
    expect(await within(form).findByText(/Vigente: 22\s?% \(negociada\)/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar comisión Cyber' }));
    await vi.waitFor(() => expect(PUT).toHaveBeenCalledTimes(2));
    expect(PUT.mock.calls[1]![1]).toMatchObject({ body: { product: 'CYBER', rate: 0.18, version: 1 } });
  });
});

// The operations' brokerages page: approved brokerages, and per brokerage the commission rate per
// product within the bounds, saved with its version; a stale save reloads the rate as it stands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { PlatformIntlProvider } from '@platform/i18n';
import { createSessionStore } from '@platform/session';
import { messages } from '../app/messages';
import { LocaleContext, ShellContext, type ShellServices } from '../app/shell-context';
import { rateOfPercent } from './broker-commission-rates';
import { OpsBrokeragesPage } from './ops-brokerages-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));
const methodOf = (input: unknown) => (input instanceof Request ? input.method : 'GET');

const approved = {
  id: 'b1',
  legal_name: 'Corretora Aprovada Ltda',
  trade_name: 'Aprovada',
  tax_id_type: 'CNPJ',
  tax_id: '11222333000181',
};
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

function renderPage(fetch: ReturnType<typeof vi.fn>, locale: Locale = DEFAULT_LOCALE) {
  vi.stubGlobal('fetch', fetch);
  const session = createSessionStore();
  session.getState().setUser({ logged_type: 'LOGGED', token: 'token', role: 'OPERATIONS' });
  const services = {
    session,
    apiBaseUrl: 'http://api.test',
    auth: { signIn: vi.fn(), authorize: async () => ({ authorization: 'Bearer token' }) },
  } as unknown as ShellServices;
  render(
    <ShellContext.Provider value={services}>
      <LocaleContext.Provider value={{ locale, setLanguage: vi.fn() }}>
        <PlatformIntlProvider locale={locale} messages={messages}>
          <MemoryRouter>
            <OpsBrokeragesPage />
          </MemoryRouter>
        </PlatformIntlProvider>
      </LocaleContext.Provider>
    </ShellContext.Provider>,
  );
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

describe('the operations’ brokerages page', () => {
  it('lists the approved brokerages and says when there is none', async () => {
    const fetch = vi.fn(async (_input: unknown) => json({ items: [] }));
    renderPage(fetch, { ...DEFAULT_LOCALE, language: 'en' });
    expect(await screen.findByText('No approved brokerage')).toBeTruthy();
    expect(urlOf(fetch.mock.calls[0]![0])).toContain('/v3/operations/brokers?status=APPROVED');
  });

  it('writes each tax id as its country does (CNPJ, RFC)', async () => {
    const mexican = { ...approved, id: 'b2', legal_name: 'Corredor MX', tax_id_type: 'RFC', tax_id: 'abc680524p76' };
    renderPage(vi.fn(async () => json({ items: [approved, mexican] })));
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Identificação fiscal'),
      expect.stringContaining('11.222.333/0001-81'),
      expect.stringContaining('ABC680524P76'),
    ]);
    expect(screen.queryByText('11222333000181')).toBeNull();
    // Each brokerage opens its own ops page in mfe-broker (its KAM).
    expect(screen.getByRole('link', { name: 'Corredor MX' }).getAttribute('href')).toBe('/ops/brokers/b2');
  });

  it('shows the error when the list cannot load', async () => {
    renderPage(vi.fn(async () => json({ code: 'SERVICE_UNAVAILABLE', message: 'down' }, 503)));
    expect((await screen.findByRole('alert')).textContent).toMatch(/indisponível/);
  });

  it('refuses a rate out of bounds without calling the API, saves one within them with its version', async () => {
    const puts: unknown[] = [];
    const fetch = vi.fn(async (input: unknown) => {
      const url = urlOf(input);
      if (methodOf(input) === 'PUT') {
        puts.push(await (input as Request).clone().json());
        return json({ product: 'CYBER', rate: 0.175, effective_rate: 0.175, version: 1, updated_at: null });
      }
      if (url.includes('/commission-rates'))
        return json(ratesAt(puts.length ? { rate: 0.175, version: 1 } : { rate: null, version: 0 }));
      return json({ items: [approved] });
    });
    renderPage(fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Comissões de Corretora Aprovada Ltda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comissões de Corretora Aprovada Ltda' });
    const cyber = await within(dialog).findByLabelText(/Comissão Cyber/);
    expect(within(dialog).getByText(/Entre 5% e 30%/)).toBeTruthy();

    fireEvent.change(cyber, { target: { value: '35' } });
    fireEvent.submit(cyber.closest('form')!);
    expect(await within(dialog).findByText(/Informe uma taxa entre 5% e 30%/)).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.change(cyber, { target: { value: '17,5' } });
    fireEvent.submit(cyber.closest('form')!);
    expect(await within(dialog).findByText('Comissão de Cyber salva: 17,5%.')).toBeTruthy();
    expect(puts).toEqual([{ product: 'CYBER', rate: 0.175, version: 0 }]);
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Comissão Cyber/) as HTMLInputElement).value).toBe('17.5'),
    );
  });

  it('says when someone else changed the rate and shows it as it stands', async () => {
    let reads = 0;
    const fetch = vi.fn(async (input: unknown) => {
      const url = urlOf(input);
      if (methodOf(input) === 'PUT') return json({ code: 'STALE_VERSION', message: 'stale' }, 409);
      if (url.includes('/commission-rates'))
        return json(ratesAt((reads += 1) === 1 ? { rate: null, version: 0 } : { rate: 0.22, version: 1 }));
      return json({ items: [approved] });
    });
    renderPage(fetch, { ...DEFAULT_LOCALE, language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Comisiones de Corretora Aprovada Ltda' }));
    const dialog = await screen.findByRole('dialog');
    const cyber = await within(dialog).findByLabelText(/Comisión Cyber/);
    fireEvent.change(cyber, { target: { value: '18' } });
    fireEvent.submit(cyber.closest('form')!);
    expect(
      await within(dialog).findByText('Otra persona cambió esta comisión; se muestra la tasa actual.'),
    ).toBeTruthy();
    expect(await within(dialog).findByText(/Vigente: 22\s?% \(negociada\)/)).toBeTruthy();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore } from '@platform/session';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import type { ParcelLifecycles, ParcelProps, RegistryEntry } from '@platform/remote-contract';
import { LocaleContext, ShellContext, type ShellServices } from '../app/shell-context';
import { RemoteArea } from './remote-area';
import { IncompatibleRemoteError } from './compatibility';

const loadParcel = vi.fn<(entry: RegistryEntry, retry?: boolean) => Promise<ParcelLifecycles>>();
vi.mock('./load-parcel', () => ({ loadParcel: (entry: RegistryEntry, retry?: boolean) => loadParcel(entry, retry) }));

const entry: RegistryEntry = {
  name: 'mfe_claims',
  manifestUrl: 'http://localhost:3004/mf-manifest.json',
  routePrefixes: ['dashboard/claims/*'],
};

function renderArea(eventBus = createEventBus(), onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void) {
  const services = {
    session: createSessionStore(),
    eventBus,
    apiBaseUrl: 'http://api',
    registry: { remotes: [entry] },
    auth: {},
  } as unknown as ShellServices;
  const router = createMemoryRouter([{ path: '/dashboard/claims/*', element: <RemoteArea entry={entry} /> }], {
    initialEntries: ['/dashboard/claims/home'],
  });
  onRouter?.(router);
  return render(
    <ShellContext.Provider value={services}>
      <LocaleContext.Provider value={{ locale: DEFAULT_LOCALE, setLanguage: () => {} }}>
        <PlatformIntlProvider
          locale={DEFAULT_LOCALE}
          messages={{
            pt: { 'shell.remoteUnavailable': 'Área indisponível', 'shell.remoteIncompatible': 'Área incompatível' },
            en: {},
            es: {},
          }}
        >
          <RouterProvider router={router} />
        </PlatformIntlProvider>
      </LocaleContext.Provider>
    </ShellContext.Provider>,
  );
}

const fakeParcel = (text: string): ParcelLifecycles => {
  let node: HTMLElement | null = null;
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      node = document.createElement('p');
      node.textContent = `${text} at ${props.location.pathname}`;
      (props as ParcelProps & { domElement: HTMLElement }).domElement.appendChild(node);
    },
    unmount: async () => node?.remove(),
    update: async () => {},
  };
};

/** A small repeatable random sequence, so a failing order can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

describe('RemoteArea', () => {
  beforeEach(() => {
    loadParcel.mockReset();
  });

  it('shows "Loading application..." text while the remote loads, then the mounted parcel', async () => {
    loadParcel.mockResolvedValue(fakeParcel('claims screen'));
    renderArea();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('claims screen at /dashboard/claims/home')).toBeTruthy();
  });

  it('shows the screen of the URL after many quick navigations, whatever order mount and updates settle in', async () => {
    // A parcel whose mount and updates finish only when the test says so, as a busy page does: a
    // navigation that arrives while the previous one is still being applied must not be lost.
    const settle: (() => void)[] = [];
    const later = () => new Promise<void>((resolve) => settle.push(resolve));
    let node: HTMLElement | null = null;
    loadParcel.mockResolvedValue({
      bootstrap: async () => {},
      mount: async (props) => {
        node = document.createElement('p');
        node.textContent = `screen at ${props.location.pathname}`;
        (props as ParcelProps & { domElement: HTMLElement }).domElement.appendChild(node);
        await later();
      },
      unmount: async () => node?.remove(),
      update: async (props) => {
        await later();
        node!.textContent = `screen at ${props.location.pathname}`;
      },
    });
    let router!: ReturnType<typeof createMemoryRouter>;
    renderArea(createEventBus(), (created) => (router = created));
    const random = seeded(21);
    const settleAllAndCheck = () =>
      vi.waitFor(
        async () => {
          await act(async () => settle.splice(0).forEach((resolve) => resolve()));
          expect(screen.getByText(/^screen at/).textContent).toBe(`screen at ${router.state.location.pathname}`);
        },
        { timeout: 5_000 },
      );
    for (let round = 0; round < 40; round++) {
      const hops = 1 + Math.floor(random() * 3);
      for (let hop = 0; hop < hops; hop++) await act(() => router.navigate(`/dashboard/claims/detail/${round}-${hop}`));
      // Settle some of what is pending (never all, sometimes none), in an order the page does not choose.
      const settled = Math.floor(random() * settle.length);
      for (let n = 0; n < settled; n++)
        await act(async () => settle.splice(Math.floor(random() * settle.length), 1)[0]!());
      if (round % 4 === 3) await settleAllAndCheck();
    }
    await settleAllAndCheck();
  });

  it('fails soft with the unexpected-error view when the remote cannot be fetched, and retries on demand', async () => {
    loadParcel.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(fakeParcel('claims back'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArea();
    expect(await screen.findByText('Há um erro inesperado')).toBeTruthy();
    expect(screen.getByText('Área indisponível')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('claims back at /dashboard/claims/home')).toBeTruthy();
    expect(loadParcel).toHaveBeenLastCalledWith(entry, true);
  });

  it('keeps a parcel that throws while mounting inside its own area', async () => {
    loadParcel.mockResolvedValue({ ...fakeParcel('x'), mount: async () => Promise.reject(new Error('render failed')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArea();
    expect(await screen.findByText('Há um erro inesperado')).toBeTruthy();
  });

  it('reports a remote that could not be fetched as a chunk failure from that remote, and one that throws as a plain error', async () => {
    const eventBus = createEventBus();
    const reported: { source: string; chunkLoad?: boolean }[] = [];
    eventBus.on('app:error', ({ source, chunkLoad }) => reported.push({ source, chunkLoad }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadParcel.mockRejectedValueOnce(new Error('manifest unreachable'));
    const area = within(renderArea(eventBus).container);
    await area.findByText('Há um erro inesperado');
    expect(reported).toEqual([{ source: 'mfe_claims', chunkLoad: true }]);

    loadParcel.mockResolvedValueOnce({
      ...fakeParcel('x'),
      mount: async () => Promise.reject(new Error('render failed')),
    });
    await userEvent.click(area.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(reported).toHaveLength(2));
    expect(reported[1]).toEqual({ source: 'mfe_claims', chunkLoad: false });
  });

  it('refuses an incompatible remote with the error view, no retry, and reports it for telemetry', async () => {
    const eventBus = createEventBus();
    const reported: unknown[] = [];
    eventBus.on('app:error', ({ source, error }) => reported.push([source, error]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = new IncompatibleRemoteError('mfe_claims', [{ kind: 'contract', remote: 2, shell: 1 }]);
    loadParcel.mockRejectedValueOnce(refusal);
    const area = within(renderArea(eventBus).container);
    expect(await area.findByText('Área incompatível')).toBeTruthy();
    expect(area.getByText('Há um erro inesperado')).toBeTruthy();
    expect(area.queryByRole('button')).toBeNull();
    expect(reported).toEqual([['mfe_claims', refusal]]);
  });
});

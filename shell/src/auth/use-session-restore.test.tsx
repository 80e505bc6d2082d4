import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore } from '@platform/session';
import { ShellContext, type ShellServices } from '../app/shell-context';

const loadMe = vi.fn((..._args: unknown[]) => Promise.resolve());
vi.mock('./load-me', () => ({ loadMe: (...args: unknown[]) => loadMe(...args), announceSignedIn: vi.fn() }));
const { restoreSessionAtBoot, useSessionRestore } = await import('./use-session-restore');

afterEach(() => {
  cleanup();
  loadMe.mockClear();
});

function shellServices(token: string | null): ShellServices {
  return {
    session: createSessionStore(),
    eventBus: createEventBus(),
    registry: { remotes: [] } as unknown as ShellServices['registry'],
    apiBaseUrl: 'http://localhost:3000',
    auth: { restore: () => (token ? { accessToken: token } : null) } as unknown as ShellServices['auth'],
    authorize: async () => ({}),
  };
}

const inShell = (services: ShellServices) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
  };

describe('useSessionRestore', () => {
  it('waits on the /v3/me read the boot code started before React, instead of starting a second one after the first render', async () => {
    const services = shellServices('token-1');
    restoreSessionAtBoot(services);
    expect(loadMe).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => useSessionRestore(), { wrapper: inShell(services) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(loadMe).toHaveBeenCalledTimes(1);
  });

  it('reads /v3/me itself on a retry, and when nothing was started at boot', async () => {
    const services = shellServices('token-2');
    const { result } = renderHook(() => useSessionRestore(), { wrapper: inShell(services) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(loadMe).toHaveBeenCalledTimes(1);
    result.current.retry();
    await waitFor(() => expect(loadMe).toHaveBeenCalledTimes(2));
  });
});

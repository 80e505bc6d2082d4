import { describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '@platform/remote-contract';
import { IncompatibleRemoteError } from './compatibility';
import { importStandaloneFirstScreen } from './standalone-first-screen';

const BROKER = { name: 'mfe_broker', manifestUrl: 'http://localhost:3006/mf-manifest.json' } as RegistryEntry;
const shell = { contract: 3, singletons: { react: '19' } };
const drawFirstScreen = async () => ({ unmount: () => undefined });

describe('a remote’s standalone first screen', () => {
  it('is imported from beside the remote’s manifest, and drawn when built for a contract the shell knows', async () => {
    const importModule = vi.fn(async () => ({ drawFirstScreen, platform: { contract: 3, singletons: {} } }));
    const loaded = await importStandaloneFirstScreen(BROKER, './first-screen', { importModule, shell });
    expect(importModule).toHaveBeenCalledWith('http://localhost:3006/first-screens/first-screen.js');
    expect(loaded).toEqual({
      module: { drawFirstScreen },
      from: 'http://localhost:3006/first-screens/first-screen.js',
    });
  });

  it('is refused when built for a later contract, undeclared, or drawing nothing', async () => {
    const later = async () => ({ drawFirstScreen, platform: { contract: 4, singletons: {} } });
    await expect(importStandaloneFirstScreen(BROKER, './first-screen', { importModule: later, shell })).rejects.toThrow(
      IncompatibleRemoteError,
    );
    const undeclared = async () => ({ drawFirstScreen });
    await expect(
      importStandaloneFirstScreen(BROKER, './first-screen', { importModule: undeclared, shell }),
    ).rejects.toThrow(IncompatibleRemoteError);
    const empty = async () => ({ platform: { contract: 3, singletons: {} } });
    await expect(importStandaloneFirstScreen(BROKER, './first-screen', { importModule: empty, shell })).rejects.toThrow(
      'has no first screen',
    );
  });
});

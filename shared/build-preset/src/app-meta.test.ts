import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { pluginAppMeta, readAppMeta } from './app-meta.mjs';

const shellRoot = path.resolve(import.meta.dirname, '../../../shell');

describe('readAppMeta', () => {
  it("takes the version from the app's package.json and the build time from now", () => {
    const meta = readAppMeta(shellRoot, {});
    expect(meta.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Number.isNaN(Date.parse(meta.timestamp))).toBe(false);
  });

  it('lets APP_VERSION and BUILD_TIMESTAMP override them', () => {
    expect(readAppMeta(shellRoot, { APP_VERSION: '9.9.9', BUILD_TIMESTAMP: '2026-01-01T00:00:00Z' })).toEqual({
      version: '9.9.9',
      timestamp: '2026-01-01T00:00:00Z',
    });
  });
});

describe('pluginAppMeta', () => {
  it('emits meta.json and defines the same values for the code', () => {
    const meta = { version: '1.2.3', timestamp: '2026-05-01T10:00:00Z' };
    type Config = { source: { define: Record<string, string> } };
    let modify: ((config: Partial<Config>) => void) | undefined;
    let process: ((context: unknown) => void) | undefined;
    pluginAppMeta(meta).setup({
      modifyRsbuildConfig: (fn: typeof modify) => (modify = fn),
      processAssets: (_: unknown, fn: typeof process) => (process = fn),
    });
    const config: Partial<Config> = {};
    modify!(config);
    expect(config.source!.define['process.env.APP_VERSION']).toBe('"1.2.3"');
    expect(config.source!.define['process.env.APP_BUILD_TIMESTAMP']).toBe('"2026-05-01T10:00:00Z"');
    const emitAsset = vi.fn();
    class RawSource {
      constructor(readonly text: string) {}
    }
    process!({ compilation: { emitAsset }, sources: { RawSource } });
    expect(emitAsset.mock.calls[0]![0]).toBe('meta.json');
    expect(JSON.parse((emitAsset.mock.calls[0]![1] as RawSource).text)).toEqual(meta);
  });
});

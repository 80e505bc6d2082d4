import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { federatedFastRefresh } from './fast-refresh.mjs';

type Setup = {
  modifyRsbuildConfig: (fn: (config: object, utils: { mergeRsbuildConfig: typeof merge }) => object) => void;
  modifyRspackConfig: (fn: (config: { plugins: unknown[] }, utils: { rspack: typeof rspack }) => void) => void;
};
const merge = (a: object, b: object) => ({ ...a, ...b });
class Replacement {
  constructor(
    readonly request: RegExp,
    readonly target: string,
  ) {}
}
const rspack = { NormalModuleReplacementPlugin: Replacement };

/** What the plugin does to an app's rsbuild and rspack configuration. */
function applied(options: { name: string; isRemote: boolean }) {
  const { plugin } = federatedFastRefresh(options);
  let rsbuildConfig: object = {};
  const rspackConfig = { plugins: [] as unknown[] };
  (plugin.setup as (api: Setup) => void)({
    modifyRsbuildConfig: (fn) => (rsbuildConfig = fn({}, { mergeRsbuildConfig: merge })),
    modifyRspackConfig: (fn) => fn(rspackConfig, { rspack }),
  });
  return { rsbuildConfig, plugins: rspackConfig.plugins as Replacement[] };
}

describe('federatedFastRefresh', () => {
  it('publishes the shell runtime before the shell entry runs', () => {
    const { rsbuildConfig, plugins } = applied({ name: 'shell', isRemote: false });
    expect(rsbuildConfig).toEqual({ source: { preEntry: [expect.stringMatching(/host-runtime\.mjs$/)] } });
    expect(plugins).toEqual([]);
    expect(federatedFastRefresh({ name: 'shell', isRemote: false }).reactRefreshOptions.injectEntry).toBeUndefined();
  });

  it("points a remote's react-refresh/runtime at the shell's runtime, named after the remote, and injects no second runtime", () => {
    const { rsbuildConfig, plugins } = applied({ name: 'mfe_claims', isRemote: true });
    expect(rsbuildConfig).toEqual({});
    expect(plugins).toHaveLength(1);
    expect(plugins[0]!.request.test('react-refresh/runtime')).toBe(true);
    expect(plugins[0]!.request.test('react-refresh')).toBe(false);
    expect(plugins[0]!.target).toMatch(/remote-runtime\.mjs\?mfe_claims$/);
    expect(federatedFastRefresh({ name: 'mfe_claims', isRemote: true }).reactRefreshOptions.injectEntry).toBe(false);
  });
});

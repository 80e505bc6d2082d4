// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { esmBuildOf, FEDERATION_PACKAGES, pluginEsmFederationRuntime } from './esm-federation-runtime.mjs';

// Resolved as the bundler finds them from CommonJS: with `require`, from the packages that import
// them (rspack's federation plugin, the runtime tools, the bundler runtime).
const requireFromPreset = createRequire(import.meta.url);
const rspackPlugin = createRequire(requireFromPreset.resolve('@module-federation/rsbuild-plugin')).resolve(
  '@module-federation/rspack',
);
const runtimeTools = createRequire(rspackPlugin).resolve('@module-federation/runtime-tools');
const bundlerRuntime = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
const bases = [rspackPlugin, runtimeTools, bundlerRuntime];
function cjsEntry(pkg: string): string {
  for (const base of bases) {
    try {
      return createRequire(base).resolve(`@module-federation/${pkg}`);
    } catch {
      // not a dependency of this one
    }
  }
  throw new Error(`@module-federation/${pkg} not found`);
}

describe('esmBuildOf', () => {
  it.each(FEDERATION_PACKAGES as string[])(
    "gives @module-federation/%s's ES module build beside the CommonJS file require resolves",
    (pkg) => {
      const cjs = cjsEntry(pkg);
      expect(cjs).toMatch(/\.cjs$/);
      const esm: string = esmBuildOf(cjs);
      expect(esm).toMatch(/\.m?js$/);
      expect(path.dirname(esm)).toBe(path.dirname(cjs));
      expect(existsSync(esm)).toBe(true);
      expect(readFileSync(esm, 'utf8')).toMatch(/^\s*(import|export)\b/m);
    },
  );

  it('takes the .mjs sibling when that is what the package ships', () => {
    const cjs = '/x/node_modules/@module-federation/error-codes/dist/desc.cjs';
    expect(esmBuildOf(cjs, (file: string) => file.endsWith('.mjs'))).toBe(
      '/x/node_modules/@module-federation/error-codes/dist/desc.mjs',
    );
  });

  it('leaves alone other packages, ES module files and files with no ES module sibling', () => {
    const always = () => true;
    for (const file of [
      '/x/node_modules/react/cjs/react.production.cjs',
      '/x/node_modules/@module-federation/enhanced/dist/src/index.cjs',
      '/x/node_modules/@module-federation/runtime/dist/index.js',
    ])
      expect(esmBuildOf(file, always)).toBe(file);
    const missing = '/x/node_modules/@module-federation/sdk/dist/gone.cjs';
    expect(esmBuildOf(missing, () => false)).toBe(missing);
  });
});

describe('pluginEsmFederationRuntime', () => {
  type Replace = (data: { request?: string; createData?: { resource?: string } }) => void;
  function replacement() {
    let modify: ((config: { plugins: unknown[] }, utils: unknown) => void) | undefined;
    pluginEsmFederationRuntime().setup({ modifyRspackConfig: (fn: typeof modify) => (modify = fn) });
    const added: { pattern: RegExp; replace: Replace }[] = [];
    class NormalModuleReplacementPlugin {
      constructor(pattern: RegExp, replace: Replace) {
        added.push({ pattern, replace });
      }
    }
    const config = { plugins: [] as unknown[] };
    modify!(config, { rspack: { NormalModuleReplacementPlugin } });
    expect(config.plugins).toHaveLength(1);
    return added[0]!;
  }

  it('swaps the bundler runtime imported by its path, before resolution', () => {
    const { pattern, replace } = replacement();
    const cjs = cjsEntry('webpack-bundler-runtime');
    expect(pattern.test(cjs)).toBe(true);
    const data = { request: cjs };
    replace(data);
    expect(data.request).toBe(cjs.replace(/\.cjs$/, '.js'));
  });

  it('swaps a bare import aliased to the CommonJS build, after resolution', () => {
    const { replace } = replacement();
    const cjs = cjsEntry('runtime');
    const data = { request: '@module-federation/runtime', createData: { resource: cjs } };
    replace(data);
    expect(data.createData.resource).toBe(cjs.replace(/\.cjs$/, '.js'));
    expect(data.request).toBe('@module-federation/runtime');
  });
});
